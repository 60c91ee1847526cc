import { http } from '@rental/shared';
import { isAgreement } from './guards';
import type { Agreement, AgreementType } from './types';

/** One agreement, localized by the server, as plain text. Silent: shown in place with a retry. */
export function getAgreement(type: AgreementType, signal?: AbortSignal): Promise<Agreement | undefined> {
  return http.get('/api/common/agreement', { params: { type }, guard: isAgreement, silent: true, signal });
}
