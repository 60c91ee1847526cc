import { http } from '@rental/shared';
import { isIdBack, isIdFront } from './guards';
import type { IdBack, IdFront } from './types';

/** Reads an uploaded card side. Silent: an unreadable photo is shown on its tile with a retry. */
export function ocrFront(fileId: string, signal?: AbortSignal): Promise<IdFront | undefined> {
  return http.post('/api/client/idcard/ocr', { fileId, side: 'front' }, { guard: isIdFront, silent: true, signal });
}

/** The same call for the back: the issuing authority and how long the card is valid. */
export function ocrBack(fileId: string, signal?: AbortSignal): Promise<IdBack | undefined> {
  return http.post('/api/client/idcard/ocr', { fileId, side: 'back' }, { guard: isIdBack, silent: true, signal });
}
