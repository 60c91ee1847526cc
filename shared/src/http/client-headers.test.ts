import { http as mswHttp } from 'msw';
import { configAtom, defaultConfig } from '../state/config';
import { initI18n, i18n } from '../i18n/i18n';
import { tokenAtom } from '../state/auth-atoms';
import { appStore } from '../state/store';
import { ok, setupApiServer } from '../testing/api-server';
import { http } from './index';

interface Seen {
  headers: Headers;
  body: string;
  url: URL;
}

const server = setupApiServer();

/** Answers `path` and hands back what the server saw of the request. */
function capture(method: 'get' | 'post', path: string): () => Seen {
  let seen: Seen | undefined;
  server.use(
    mswHttp[method](path, async ({ request }) => {
      seen = { headers: request.headers, body: await request.text(), url: new URL(request.url) };
      return ok(null);
    }),
  );
  return () => {
    if (!seen) throw new Error(`${path} was not called`);
    return seen;
  };
}

function decodePlatformInfo(headers: Headers): unknown {
  return JSON.parse(Buffer.from(headers.get('platform-info') ?? '', 'base64').toString('utf8'));
}

beforeAll(() => initI18n('zh-CN'));
beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  appStore.set(tokenAtom, '');
  appStore.set(configAtom, defaultConfig);
});

test('a POST is form-encoded by default', async () => {
  const seen = capture('post', '/api/login/sendCode');
  await http.post('/api/login/sendCode', {
    mobile: '13800138000',
    tags: ['a', 'b'],
    skip: undefined,
    none: null,
    n: 3,
  });
  expect(seen().headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
  expect(seen().body).toBe('mobile=13800138000&tags=a&tags=b&n=3');
});

test('a POST marked json sends JSON', async () => {
  const seen = capture('post', '/api/order/place');
  await http.post('/api/order/place', { goodsId: 1001, remark: '尽快' }, { json: true });
  expect(seen().headers.get('content-type')).toMatch(/^application\/json/);
  expect(JSON.parse(seen().body)).toEqual({ goodsId: 1001, remark: '尽快' });
});

test('a FormData body is sent as multipart with its boundary', async () => {
  const seen = capture('post', '/api/client/put-file');
  const form = new FormData();
  form.append('file', new Blob(['img'], { type: 'image/png' }), 'id-front.png');
  await http.post('/api/client/put-file', form);
  expect(seen().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  expect(seen().body).toContain('filename="id-front.png"');
});

test('GET params go in the query string, absent ones left out', async () => {
  const seen = capture('get', '/api/goods/list');
  await http.get('/api/goods/list', { params: { keyword: '手机 pro', pageNum: 2, categoryId: undefined } });
  expect(Object.fromEntries(seen().url.searchParams)).toEqual({ keyword: '手机 pro', pageNum: '2' });
});

test('Platform-Info is base64 of UTF-8 JSON, non-Latin text included', async () => {
  appStore.set(configAtom, { ...defaultConfig, platform: '支付宝-h5' });
  const seen = capture('get', '/api/index/banner');
  await http.get('/api/index/banner');
  expect(decodePlatformInfo(seen().headers)).toEqual({
    platform: '支付宝-h5',
    isH5: true,
    isApp: false,
    version: expect.any(String) as unknown,
    lang: 'zh-CN',
  });
});

test('without a token: no token and no Bearer, but always the client basic authorization', async () => {
  const seen = capture('get', '/api/index/icon');
  await http.get('/api/index/icon');
  expect(seen().headers.get('token')).toBeNull();
  expect(seen().headers.get('authorization')).toBeNull();
  expect(seen().headers.get('client-authorization')).toBe('Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=');
});

test('with a token: token and Bearer authorization', async () => {
  appStore.set(tokenAtom, 'abc.def');
  const seen = capture('get', '/api/client/info');
  await http.get('/api/client/info');
  expect(seen().headers.get('token')).toBe('abc.def');
  expect(seen().headers.get('authorization')).toBe('Bearer abc.def');
  expect(seen().headers.get('client-authorization')).toBe('Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=');
});

test('Accept-Language and Platform-Info follow the current language', async () => {
  await i18n.changeLanguage('zh-TW');
  const seen = capture('get', '/api/common/question');
  await http.get('/api/common/question');
  expect(seen().headers.get('accept-language')).toBe('zh-TW');
  expect(decodePlatformInfo(seen().headers)).toMatchObject({ lang: 'zh-TW' });
});

test('extra headers are added to the contract ones', async () => {
  const seen = capture('post', '/api/login/submit');
  await http.post(
    '/api/login/submit',
    { grantType: 'alipay', code: 'c1', channelCode: '' },
    { headers: { 'User-Type': 'app' } },
  );
  expect(seen().headers.get('user-type')).toBe('app');
  expect(seen().body).toBe('grantType=alipay&code=c1&channelCode=');
  expect(seen().headers.get('client-authorization')).toMatch(/^Basic /);
});

test('the base API from config prefixes the path', async () => {
  appStore.set(configAtom, { ...defaultConfig, baseApi: 'http://api.test' });
  const seen = capture('get', 'http://api.test/api/index/platform');
  await http.get('/api/index/platform');
  expect(seen().url.origin).toBe('http://api.test');
});
