type Fit = (width: number, height: number) => { width: number; height: number };

interface Drawable {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes the file; the browser turns it upright by its EXIF orientation before the EXIF is dropped. */
async function decode(file: Blob): Promise<Drawable> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  try {
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('unreadable image'));
      // A browser that never decodes it (no load, no error) must not hold the upload forever.
      setTimeout(() => reject(new Error('image decode timed out')), 10_000);
      img.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => undefined };
}

/** The picture's pixels alone, drawn on a canvas at `fit`'s size and encoded as `type`. */
export async function redrawImage(file: Blob, fit: Fit, type: string, quality: number): Promise<Blob> {
  const image = await decode(file);
  try {
    const { width, height } = fit(image.width, image.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx || width === 0 || height === 0) throw new Error('no canvas');
    if (type === 'image/jpeg') {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
    }
    ctx.drawImage(image.source, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
    if (!blob) throw new Error('the canvas gave no picture');
    return blob;
  } finally {
    image.release();
  }
}
