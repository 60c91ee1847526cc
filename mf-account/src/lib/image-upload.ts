import { isImageFile } from '@rental/shared';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_LONG_SIDE = 1600;
export const JPEG_QUALITY = 0.85;
/** Below this, and within the size limit, a photo goes as it is: recompressing gains nothing. */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;

export type UploadProblem = 'notImage' | 'tooLarge' | 'empty';

/** Checked before anything is sent: an image, not empty, at most 10 MB. */
export function checkUpload(file: File): UploadProblem | null {
  const typeOk = file.type ? file.type.startsWith('image/') : isImageFile(file);
  if (!typeOk) return 'notImage';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** The size a picture is drawn at: the long side at most `MAX_LONG_SIDE`, proportions kept. */
export function scaledSize(width: number, height: number, maxSide = MAX_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxSide) return { width, height };
  const ratio = maxSide / long;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    img.src = url;
    // A browser that never decodes it (no load, no error) must not hold the upload forever.
    setTimeout(() => reject(new Error('image decode timed out')), 10_000);
  });
}

/**
 * A photo over 1 MB is redrawn on a canvas (long side ≤ 1600 px) as JPEG ~0.85 before upload; a
 * smaller one goes unchanged. Whatever the browser cannot redraw goes unchanged too: the server judges it.
 */
export async function compressImage(file: File): Promise<File> {
  // A small photo is not worth decoding: it goes as it is.
  if (file.size <= COMPRESS_ABOVE_BYTES) return file;
  let img: HTMLImageElement;
  try {
    img = await loadImage(file);
  } catch {
    return file;
  }
  const { width, height } = scaledSize(img.naturalWidth, img.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return file;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' });
}
