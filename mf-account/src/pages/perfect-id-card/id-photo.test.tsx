import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiHttp,
  closeOverlays,
  fail,
  installCanvasStub,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@rental/shared/testing';
import { loadMessages } from '../../locales/load-messages';
import { userFixture } from '../../testing/fixtures';
import PerfectIdCardPage from './perfect-id-card';

const server = setupApiServer();
const unverified = userFixture({ realNameStatus: 'none', realNameMasked: null });

beforeAll(installCanvasStub);
afterEach(closeOverlays);

const JPEG_WITH_GPS = [
  0xff,
  0xd8,
  0xff,
  0xe1,
  0x00,
  0x40,
  ...new TextEncoder().encode('Exif\0\0MM GPSLatitude 22.54N'),
];
const file = (bytes: number[] | string, name: string, type = 'image/jpeg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

function backend(putFails = 0) {
  const uploads: { name: string; bytes: string }[] = [];
  server.use(
    apiHttp.get('/api/client/info', () => ok(unverified)),
    apiHttp.post('/api/client/put-file', async ({ request }) => {
      const part = (await request.formData()).get('file') as File;
      uploads.push({ name: part.name, bytes: new TextDecoder('latin1').decode(await part.arrayBuffer()) });
      return uploads.length <= putFails ? fail(500, '上传服务繁忙') : ok({ fileId: `f${uploads.length}` });
    }),
    apiHttp.post('/api/client/idcard/ocr', () =>
      ok({ side: 'front', name: '张三', idNumber: '110105199003071239', gender: 'male', birthDate: '', address: '' }),
    ),
  );
  return uploads;
}

const render = () =>
  renderWithProviders(<PerfectIdCardPage query={{}} />, {
    route: '/pages/perfectIdCard/perfectIdCard',
    token: 'tok',
    user: unverified,
    namespace: { ns: 'account', load: loadMessages },
  });

const pick = (f: File) => userEvent.upload(screen.getByTestId('idcard-front'), f, { applyAccept: false });

test('a photo is redrawn before upload: its EXIF and GPS never leave the phone', async () => {
  const uploads = backend();
  await render();
  await pick(file(JPEG_WITH_GPS, 'IMG_0001.JPG'));
  await waitFor(() => expect(uploads).toHaveLength(1));
  expect(uploads[0]?.name).toBe('IMG_0001.jpg');
  expect(uploads[0]?.bytes.startsWith('\xff\xd8\xff')).toBe(true);
  expect(uploads[0]?.bytes).not.toMatch(/Exif|GPS/);
  expect(uploads[0]?.bytes).toContain('redrawn 1200x800');
});

test.each([
  ['a PDF renamed .jpg', file('%PDF-1.7 scanned card', 'card.jpg'), '这是 PDF 文件，不是照片'],
  ['a HEIC photo', file([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')], 'IMG_0002.HEIC', ''), 'HEIC'],
  ['an empty file', file('', 'empty.jpg'), '图片文件为空'],
  ['a text file named .png', file('hello', 'id.png', 'image/png'), '这个文件不是照片'],
])('%s is refused at the tile with its own reason, nothing uploaded', async (_why, picked, message) => {
  const uploads = backend();
  await render();
  await pick(picked);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(uploads).toHaveLength(0);
});

test('a file over 10 MB is refused with the limit in words', async () => {
  const uploads = backend();
  await render();
  const big = file(JPEG_WITH_GPS, 'big.jpg');
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  await pick(big);
  expect(await screen.findByRole('alert')).toHaveTextContent('图片不能超过 10 MB');
  expect(uploads).toHaveLength(0);
});

test('a failed upload retries the same photo', async () => {
  const uploads = backend(1);
  await render();
  await pick(file(JPEG_WITH_GPS, 'IMG_0003.jpg'));
  expect(await screen.findByRole('alert')).toHaveTextContent('上传服务繁忙');
  await userEvent.click(screen.getByRole('button', { name: '重新识别' }));
  await waitFor(() => expect(uploads).toHaveLength(2));
  expect(uploads[1]).toEqual(uploads[0]);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});
