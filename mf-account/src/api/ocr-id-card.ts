import { http, isRecord } from '@rental/shared';

export interface IdFront {
  side: 'front';
  name: string;
  idNumber: string;
  gender: string;
  birthDate: string;
  address: string;
}

export interface IdBack {
  side: 'back';
  authority: string;
  validFrom: string;
  /** `YYYY-MM-DD` or `long` (长期). */
  validTo: string;
}

const isFront = (v: unknown): v is IdFront =>
  isRecord(v) && v.side === 'front' && typeof v.name === 'string' && typeof v.idNumber === 'string';
const isBack = (v: unknown): v is IdBack =>
  isRecord(v) && v.side === 'back' && typeof v.validFrom === 'string' && typeof v.validTo === 'string';

/** Reads an uploaded card side. Silent: an unreadable photo is shown on its tile with a retry. */
export function ocrFront(fileId: string, signal?: AbortSignal): Promise<IdFront | undefined> {
  return http.post('/api/client/idcard/ocr', { fileId, side: 'front' }, { guard: isFront, silent: true, signal });
}

export function ocrBack(fileId: string, signal?: AbortSignal): Promise<IdBack | undefined> {
  return http.post('/api/client/idcard/ocr', { fileId, side: 'back' }, { guard: isBack, silent: true, signal });
}
