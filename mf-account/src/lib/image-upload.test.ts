import { installCanvasStub } from '@rental/shared/testing';
import { checkUpload, MAX_UPLOAD_BYTES, prepareUpload, scaledSize } from './image-upload';

const bytes = (...parts: (string | number[])[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif');
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);

const file = (content: Uint8Array<ArrayBuffer> | string, name: string, type: string, size?: number) => {
  const f = new File([content], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

beforeAll(installCanvasStub);

test('pictures up to 10 MB pass, judged by their bytes', async () => {
  await expect(checkUpload(file(JPEG, 'id.jpg', 'image/jpeg', 2_000_000))).resolves.toBeNull();
  await expect(checkUpload(file(PNG, 'photo', '', MAX_UPLOAD_BYTES))).resolves.toBeNull();
});

test('each refusal has its own reason, whatever the name or declared type says', async () => {
  await expect(checkUpload(file('%PDF-1.4', 'id.jpg', 'image/jpeg'))).resolves.toBe('pdf');
  await expect(checkUpload(file(bytes([0, 0, 0, 24], 'ftypheic'), 'a.heic', ''))).resolves.toBe('heic');
  await expect(checkUpload(file('notes', 'id.png', 'image/png'))).resolves.toBe('notImage');
  await expect(checkUpload(file('', 'id.jpg', 'image/jpeg'))).resolves.toBe('empty');
  await expect(checkUpload(file(JPEG, 'id.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).resolves.toBe('tooLarge');
});

test('every photo is redrawn: PNG stays PNG, anything else becomes JPEG, nothing of the original goes', async () => {
  const jpeg = await prepareUpload(file(JPEG, 'IMG_1.HEIF.jpeg', 'image/jpeg'));
  expect([jpeg.name, jpeg.type]).toEqual(['IMG_1.HEIF.jpg', 'image/jpeg']);
  expect(new TextDecoder().decode(await jpeg.arrayBuffer())).not.toContain('Exif');
  const png = await prepareUpload(file(PNG, 'scan.png', 'image/png'));
  expect([png.name, png.type]).toEqual(['scan.png', 'image/png']);
});

test('the long side is brought down to 1600 px, proportions kept', () => {
  expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
  expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  expect(scaledSize(856, 540)).toEqual({ width: 856, height: 540 });
});
