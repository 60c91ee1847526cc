import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { readIdCardSide } from './idcard-read';
import { pngGrid } from './png-grid';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'idcard', `${name}.png`));

/** The fixture redrawn the way a canvas writes it (greyscale here): RGBA, no text chunk, filter 0. */
function redrawn(png: Buffer): Buffer {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const grid = pngGrid(png, width, height) as number[];
  const raw = Buffer.alloc(height * (width * 4 + 1));
  grid.forEach((grey, i) => {
    const y = Math.floor(i / width);
    const at = y * (width * 4 + 1) + 1 + (i % width) * 4;
    raw.fill(Math.round(grey), at, at + 3);
    raw[at + 3] = 255;
  });
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    png.subarray(0, 8),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the fixture cards are read by their marker', () => {
  expect(readIdCardSide(fixture('front'))).toBe('front');
  expect(readIdCardSide(fixture('back'))).toBe('back');
  expect(readIdCardSide(fixture('blank'))).toBeNull();
});

test('a fixture redrawn without its metadata (as the app uploads it) is still read by its picture', () => {
  const front = redrawn(fixture('front'));
  expect(front.includes('YOUPIN-TEST-IDCARD')).toBe(false);
  expect(readIdCardSide(front)).toBe('front');
  expect(readIdCardSide(redrawn(fixture('back')))).toBe('back');
  expect(readIdCardSide(redrawn(fixture('blank')))).toBeNull();
  expect(readIdCardSide(Buffer.from('%PDF-1.4'))).toBeNull();
});
