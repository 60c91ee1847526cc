import { checkUpload, MAX_UPLOAD_BYTES, scaledSize } from './image-upload';

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

test('images up to 10 MB pass', () => {
  expect(checkUpload(file('id.jpg', 'image/jpeg', 2_000_000))).toBeNull();
  expect(checkUpload(file('id.heic', '', 2_000_000))).toBeNull();
  expect(checkUpload(file('id.png', 'image/png', MAX_UPLOAD_BYTES))).toBeNull();
});

test('other files, empty ones and larger ones are refused before upload', () => {
  expect(checkUpload(file('id.pdf', 'application/pdf', 1000))).toBe('notImage');
  expect(checkUpload(file('notes', '', 1000))).toBe('notImage');
  expect(checkUpload(file('id.jpg', 'image/jpeg', 0))).toBe('empty');
  expect(checkUpload(file('id.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).toBe('tooLarge');
});

test('the long side is brought down to 1600 px, proportions kept', () => {
  expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
  expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  expect(scaledSize(856, 540)).toEqual({ width: 856, height: 540 });
});
