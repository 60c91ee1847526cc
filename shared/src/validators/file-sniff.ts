/** What a file is by its first bytes, whatever its name says. */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'heic' | 'pdf' | 'unknown';

/** How many leading bytes sniffFileType needs. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The type by magic numbers (JPEG, PNG, GIF, WebP, BMP, HEIC/HEIF, PDF). */
export function sniffFileType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  if (ascii(bytes, 0, 4) === '%PDF') return 'pdf';
  return 'unknown';
}

/** Reads a file's first bytes and sniffs them. */
export async function sniffFile(file: Blob): Promise<SniffedType> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffFileType(head);
}
