import { IDCARD_MARKER } from './idcard-fixture';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

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

/**
 * The stand-in OCR: the fixture cards (drawn by `scripts/make-idcards.mjs`) carry their side in a PNG
 * `tEXt` chunk, read here from the uploaded bytes; any other image, blank or not a PNG, is unreadable.
 */
export function readIdCardSide(image: Buffer): 'front' | 'back' | null {
  for (const text of pngTextChunks(image)) {
    const side = new RegExp(`^Comment\\0${IDCARD_MARKER}(front|back)$`).exec(text)?.[1];
    if (side === 'front' || side === 'back') return side;
  }
  return null;
}
