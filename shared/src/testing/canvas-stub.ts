/**
 * jsdom neither decodes images nor draws on canvases. This stands in for the browser's
 * `createImageBitmap` and canvas encoding: any picture decodes at 1200 × 800, and a canvas
 * encodes to a small file of the asked type (its real magic bytes, then `redrawn WxH`), so a
 * test can tell a redrawn upload from the original file.
 */
export function installCanvasStub(): void {
  const magic: Record<string, number[]> = {
    'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  };
  Object.assign(window, {
    createImageBitmap: async () => ({ width: 1200, height: 800, close: () => undefined }),
  });
  const context = { fillStyle: '', fillRect: () => undefined, drawImage: () => undefined };
  HTMLCanvasElement.prototype.getContext = function getContext() {
    return context as never;
  } as never;
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type = 'image/png') {
    const bytes = new Uint8Array([
      ...(magic[type] ?? []),
      ...new TextEncoder().encode(`redrawn ${this.width}x${this.height}`),
    ]);
    setTimeout(() => callback(new Blob([bytes], { type })), 0);
  };
}
