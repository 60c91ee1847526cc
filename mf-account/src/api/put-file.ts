import { http } from '@rental/shared';
import { isUploadedFile } from './guards';

/** Uploads one image (multipart, field `file`). Silent: the upload tile shows failures. */
export async function putFile(file: File, signal?: AbortSignal): Promise<string | undefined> {
  const body = new FormData();
  body.append('file', file, file.name);
  const data = await http.post('/api/client/put-file', body, { guard: isUploadedFile, silent: true, signal });
  return data?.fileId;
}
