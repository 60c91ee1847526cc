import { http } from '@rental/shared';
import { AgreementSchema, type AgreementType } from './types';

/** One agreement, localized by the server, as plain text. Silent: shown in place with a retry. */
export function getAgreement(type: AgreementType, signal?: AbortSignal) {
  return http.get('/api/common/agreement', { params: { type }, schema: AgreementSchema, silent: true, signal });
}
