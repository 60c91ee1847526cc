import { sniffFile, type SniffedType } from '@rental/shared';
import { redrawImage } from './redraw-image';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_LONG_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

export type UploadProblem = 'empty' | 'tooLarge' | 'heic' | 'pdf' | 'notImage' | 'unreadable';

/** What a browser can draw; HEIC (an iPhone's default) is not among them. */
const DRAWABLE: ReadonlySet<SniffedType> = new Set(['jpeg', 'png', 'webp', 'gif', 'bmp']);

/**
 * Checked before anything is sent, each with its own message: empty, over 10 MB, and what the
 * bytes say the file is (a PDF renamed `.jpg` is a PDF), whatever its name or declared type.
 */
export async function checkUpload(file: File): Promise<UploadProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  const type = await sniffFile(file).catch((): SniffedType => 'unknown');
  if (type === 'heic') return 'heic';
  if (type === 'pdf') return 'pdf';
  return DRAWABLE.has(type) ? null : 'notImage';
}

/** The size a picture is drawn at: the long side at most `MAX_LONG_SIDE`, proportions kept. */
export function scaledSize(width: number, height: number, maxSide = MAX_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxSide) return { width, height };
  const ratio = maxSide / long;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}

export class UnreadableImageError extends Error {
  constructor() {
    super('the photo could not be redrawn');
    this.name = 'UnreadableImageError';
  }
}

/**
 * Every photo is redrawn before upload, so nothing but its pixels leaves the phone: no EXIF, no GPS,
 * no camera or software tags. PNGs stay PNG (lossless: a screenshot or a scan stays sharp for the
 * OCR), everything else becomes JPEG ~0.85; the long side is at most 1600 px. A photo the browser
 * cannot redraw is refused, never sent as it was.
 */
export async function prepareUpload(file: File): Promise<File> {
  const png = (await sniffFile(file)) === 'png';
  const type = png ? 'image/png' : 'image/jpeg';
  let blob = await redrawImage(file, scaledSize, type, JPEG_QUALITY).catch(() => null);
  if (blob && png && blob.size > MAX_UPLOAD_BYTES)
    blob = await redrawImage(file, scaledSize, 'image/jpeg', JPEG_QUALITY).catch(() => null);
  if (!blob || blob.size === 0) throw new UnreadableImageError();
  const base = file.name.replace(/\.[^.]+$/, '') || 'photo';
  return new File([blob], `${base}.${blob.type === 'image/png' ? 'png' : 'jpg'}`, { type: blob.type });
}
