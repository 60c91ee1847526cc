import { http } from '@rental/shared';
import { UploadedFileSchema } from './types';

/** Uploads one image (multipart, field `file`). Silent: the upload tile shows failures. */
export async function putFile(file: File, signal?: AbortSignal) {
  const body = new FormData();
  body.append('file', file, file.name);
  const data = await http.post('/api/client/put-file', body, { schema: UploadedFileSchema, silent: true, signal });
  return data?.fileId;
}
