import { fileKind, isImageFile, isVideoFile } from './index';

describe('fileKind', () => {
  test.each([
    'a.jpg',
    'a.jpeg',
    'a.png',
    'a.gif',
    'a.bmp',
    'a.webp',
    'a.heic',
    'a.heif',
    'a.svg',
    'PHOTO.JPG',
    'x.y.Png',
  ])('%s is an image', (name) => expect(fileKind(name)).toBe('image'));
  test.each(['a.mp4', 'a.mov', 'a.m4v', 'a.avi', 'a.wmv', 'a.flv', 'a.mkv', 'a.webm', 'a.3gp', 'CLIP.MOV'])(
    '%s is a video',
    (name) => expect(fileKind(name)).toBe('video'),
  );
  test.each(['a.pdf', 'a.txt', 'jpg', 'photo', 'photo.', '', 'a.jpg.exe', 'a.mp3', 'archive.tar.gz'])(
    '%j is neither',
    (name) => expect(fileKind(name)).toBeNull(),
  );

  test('reads URLs and paths without their query or folders', () => {
    expect(fileKind('https://cdn.test/static/goods/1001.webp?x-oss-process=resize,w_200#top')).toBe('image');
    expect(fileKind('/static/video.dir/intro.mp4')).toBe('video');
    expect(fileKind('/static/images.png/readme')).toBeNull();
    expect(fileKind('C:\\Users\\me\\clip.MKV')).toBe('video');
  });

  test('reads a File by its name', () => {
    expect(fileKind(new File(['x'], 'IMG_0001.HEIC'))).toBe('image');
    expect(fileKind(new File(['x'], 'VID_0001.mp4', { type: 'image/png' }))).toBe('video');
    expect(fileKind({ name: 'notes.md' })).toBeNull();
  });

  test('nothing is neither', () => {
    expect(fileKind(null)).toBeNull();
    expect(fileKind(undefined)).toBeNull();
  });
});

describe('isImageFile / isVideoFile', () => {
  test('agree with fileKind', () => {
    expect(isImageFile('a.png')).toBe(true);
    expect(isImageFile('a.mp4')).toBe(false);
    expect(isVideoFile('a.mp4')).toBe(true);
    expect(isVideoFile('a.png')).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
});
