import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IDCARD_MARKER } from './idcard-fixture';
import { gridDistance, pngGrid } from './png-grid';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** How far (mean brightness, 0–255) a redrawn photo of a fixture may drift from it. */
const SAME_PICTURE = 6;

function pngTextChunks(png: Buffer): string[] {
  if (png.length < PNG_SIGNATURE.length || !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return [];
  const texts: string[] = [];
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 8 + length;
    if (end + 4 > png.length) break;
    if (type === 'tEXt') texts.push(png.toString('latin1', at + 8, end));
    if (type === 'IEND') break;
    at = end + 4;
  }
  return texts;
}

type Side = 'front' | 'back';
let fixtures: { side: Side; grid: number[] }[] | null = null;

/** The fixture cards' fingerprints, read once from `src/data/idcard/` (beside this file, or from dist). */
function fixtureGrids(): { side: Side; grid: number[] }[] {
  if (fixtures) return fixtures;
  const dirs = [path.join(__dirname, 'idcard'), path.join(__dirname, '..', '..', 'src', 'data', 'idcard')];
  const dir = dirs.find((d) => existsSync(path.join(d, 'front.png')));
  fixtures = [];
  for (const side of ['front', 'back'] as const) {
    const grid = dir ? pngGrid(readFileSync(path.join(dir, `${side}.png`))) : null;
    if (grid) fixtures.push({ side, grid });
  }
  return fixtures;
}

/**
 * The stand-in OCR: the fixture cards (drawn by `scripts/make-idcards.mjs`) are recognised by the
 * side marker in their PNG `tEXt` chunk, or — since the app redraws every photo so no metadata
 * leaves the phone — by their picture; any other image, blank or not a PNG, is unreadable.
 */
export function readIdCardSide(image: Buffer): Side | null {
  for (const text of pngTextChunks(image)) {
    const side = new RegExp(`^Comment\\0${IDCARD_MARKER}(front|back)$`).exec(text)?.[1];
    if (side === 'front' || side === 'back') return side;
  }
  const grid = pngGrid(image);
  if (!grid) return null;
  const best = fixtureGrids()
    .map((f) => ({ side: f.side, distance: gridDistance(grid, f.grid) }))
    .sort((a, b) => a.distance - b.distance)[0];
  return best && best.distance <= SAME_PICTURE ? best.side : null;
}
