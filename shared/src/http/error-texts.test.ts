import { sharedResources } from '../i18n/shared-resources';
import { LANGUAGES } from '../i18n/languages';

const zhCN = sharedResources['zh-CN'].errors;

test('the Simplified Chinese texts are the spec’s, verbatim', () => {
  expect(zhCN).toEqual({
    serverError: '服务器异常!',
    badResponse: '响应类型异常，请联系客服处理！',
    requestFailed: '请求失败，请重试！',
    businessError: '服务器异常！',
    loading: '加载中…',
  });
  expect(zhCN.serverError.endsWith('\u0021')).toBe(true);
  expect(zhCN.businessError.endsWith('\uFF01')).toBe(true);
});

test.each(LANGUAGES.filter((lng) => lng !== 'zh-CN'))('%s has every error text, translated', (lng) => {
  const texts = sharedResources[lng].errors;
  expect(Object.keys(texts).sort()).toEqual(Object.keys(zhCN).sort());
  for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
    expect(texts[key].trim()).not.toBe('');
    expect(texts[key]).not.toBe(zhCN[key]);
  }
});
