import { imagesFor } from './gallery-images';

test('the chosen colour leads the gallery, once, whether or not the goods listed it', () => {
  const images = ['/g/black.svg', '/g/white.svg', '/g/front.svg'];
  expect(imagesFor(images, '/g/white.svg')).toEqual(['/g/white.svg', '/g/black.svg', '/g/front.svg']);
  expect(imagesFor(images, '/g/blue.svg')).toEqual(['/g/blue.svg', ...images]);
  expect(imagesFor(images, undefined)).toEqual(images);
});
