import { http } from '@rental/shared';
import { IdBackSchema, IdFrontSchema } from './types';

const PATH = '/api/client/idcard/ocr';

/** Reads an uploaded card side. Silent: an unreadable photo is shown on its tile with a retry. */
export function ocrFront(fileId: string, signal?: AbortSignal) {
  return http.post(PATH, { fileId, side: 'front' }, { schema: IdFrontSchema, silent: true, signal });
}

/** The same call for the back: the issuing authority and how long the card is valid. */
export function ocrBack(fileId: string, signal?: AbortSignal) {
  return http.post(PATH, { fileId, side: 'back' }, { schema: IdBackSchema, silent: true, signal });
}
