import { http, isRecord } from '@rental/shared';

export type AgreementType = 'user' | 'privacy' | 'rental' | 'service';

export interface Agreement {
  type: AgreementType;
  title: string;
  version: string;
  updatedAt: string;
  sections: AgreementSection[];
}

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

const isAgreement = (v: unknown): v is Agreement =>
  isRecord(v) &&
  typeof v.title === 'string' &&
  typeof v.updatedAt === 'string' &&
  Array.isArray(v.sections) &&
  v.sections.every(
    (s) =>
      isRecord(s) &&
      typeof s.heading === 'string' &&
      Array.isArray(s.paragraphs) &&
      s.paragraphs.every((p) => typeof p === 'string'),
  );

/** One agreement, localized by the server, as plain text. Silent: shown in place with a retry. */
export function getAgreement(type: AgreementType, signal?: AbortSignal): Promise<Agreement | undefined> {
  return http.get('/api/common/agreement', { params: { type }, guard: isAgreement, silent: true, signal });
}
