import type { AgreementType, Translated } from './document';
import { PRIVACY_POLICY } from './privacy/index';
import { RENTAL_AGREEMENT } from './rental/index';
import { SERVICE_AGREEMENT } from './service/index';
import { USER_AGREEMENT } from './user/index';

export type { AgreementDocument, AgreementSection, AgreementType } from './document';

export interface AgreementSeed {
  type: AgreementType;
  version: string;
  updatedAt: string;
  text: Translated;
}

/**
 * The platform's agreements (a fictional operator, Hangzhou Qitong Digital Technology Co., Ltd.), as
 * structured text: numbered sections of plain paragraphs, one document per language.
 */
export const AGREEMENTS: readonly AgreementSeed[] = [
  { type: 'user', version: '2026.2', updatedAt: '2026-11-01', text: USER_AGREEMENT },
  { type: 'privacy', version: '2026.2', updatedAt: '2026-11-01', text: PRIVACY_POLICY },
  { type: 'rental', version: '2026.2', updatedAt: '2026-11-01', text: RENTAL_AGREEMENT },
  { type: 'service', version: '2026.2', updatedAt: '2026-11-01', text: SERVICE_AGREEMENT },
];
