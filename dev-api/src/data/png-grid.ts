import { inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

interface Raster {
  width: number;
  height: number;
  channels: number;
  rows: Buffer[];
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** 8-bit, non-interlaced grey/RGB(A) PNGs (what canvases and screenshots write); null for anything else. */
function decode(png: Buffer): Raster | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = CHANNELS[png[25] ?? -1];
  if (png[24] !== 8 || !channels || png[28] !== 0 || width === 0 || height === 0) return null;
  const parts: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  let data: Buffer;
  try {
    data = inflateSync(Buffer.concat(parts));
  } catch {
    return null;
  }
  const stride = width * channels;
  if (data.length < height * (stride + 1)) return null;
  const rows: Buffer[] = [];
  let prior = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const row = Buffer.from(data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (row[x - channels] ?? 0) : 0;
      const b = prior[x] ?? 0;
      const c = x >= channels ? (prior[x - channels] ?? 0) : 0;
      const add = filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      row[x] = ((row[x] ?? 0) + add) & 0xff;
    }
    rows.push(row);
    prior = row;
  }
  return { width, height, channels, rows };
}

/**
 * A picture's coarse fingerprint: its mean brightness over a `cols` × `rows` grid (0–255). The same
 * picture redrawn (re-encoded, metadata gone, rescaled) keeps nearly the same grid.
 */
export function pngGrid(png: Buffer, cols = 16, rows = 10): number[] | null {
  const raster = decode(png);
  if (!raster) return null;
  const sums = new Array<number>(cols * rows).fill(0);
  const counts = new Array<number>(cols * rows).fill(0);
  const { width, height, channels } = raster;
  for (let y = 0; y < height; y += 2) {
    const row = raster.rows[y] as Buffer;
    const cell = Math.min(rows - 1, Math.floor((y * rows) / height)) * cols;
    for (let x = 0; x < width; x += 2) {
      const i = x * channels;
      const grey = channels >= 3 ? ((row[i] ?? 0) * 3 + (row[i + 1] ?? 0) * 6 + (row[i + 2] ?? 0)) / 10 : (row[i] ?? 0);
      const k = cell + Math.min(cols - 1, Math.floor((x * cols) / width));
      sums[k] = (sums[k] ?? 0) + grey;
      counts[k] = (counts[k] ?? 0) + 1;
    }
  }
  return sums.map((sum, k) => sum / Math.max(1, counts[k] ?? 1));
}

/** Mean absolute difference of two grids (0 = identical). */
export function gridDistance(a: readonly number[], b: readonly number[]): number {
  return a.reduce((total, v, i) => total + Math.abs(v - (b[i] ?? 0)), 0) / Math.max(1, a.length);
}
