import { sniffFile, sniffFileType } from './index';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

test.each([
  ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif')],
  ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
  ['gif', bytes('GIF89a')],
  ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
  ['bmp', bytes('BM', [0, 0])],
  ['heic', bytes([0, 0, 0, 24], 'ftypheic')],
  ['heic', bytes([0, 0, 0, 24], 'ftypmif1')],
  ['pdf', bytes('%PDF-1.7')],
  ['unknown', bytes('hello world')],
  ['unknown', bytes()],
])('%s', (type, head) => expect(sniffFileType(head)).toBe(type));

test('a PDF renamed .jpg is still a PDF', async () => {
  const file = new File(['%PDF-1.4 fake'], 'IMG_0001.jpg', { type: 'image/jpeg' });
  await expect(sniffFile(file)).resolves.toBe('pdf');
});
