export type FileKind = 'image' | 'video';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'heic', 'heif', 'svg']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'mov', 'm4v', 'avi', 'wmv', 'flv', 'mkv', 'webm', '3gp']);

export type FileLike = string | { name: string } | null | undefined;

function extensionOf(file: FileLike): string {
  const name = typeof file === 'string' ? file : (file?.name ?? '');
  const base = name.split(/[?#]/)[0]?.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Image or video by file extension (a name, a path, a URL or a File); null when neither. */
export function fileKind(file: FileLike): FileKind | null {
  const ext = extensionOf(file);
  if (IMAGE_EXTENSIONS.has(ext)) return 'image';
  if (VIDEO_EXTENSIONS.has(ext)) return 'video';
  return null;
}

export const isImageFile = (file: FileLike): boolean => fileKind(file) === 'image';
export const isVideoFile = (file: FileLike): boolean => fileKind(file) === 'video';
