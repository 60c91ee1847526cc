import { isApiError, isInteger, isRecord, isString } from '@rental/shared';
import type { ContactError } from '../../lib/contact-rules';

export interface ContactFieldError {
  index: number;
  code: ContactError;
}

const MOBILE_REASONS: Record<string, ContactError> = { own: 'mobileOwn', duplicate: 'mobileDuplicate' };

/**
 * The contact and mobile-field problem a refused save names in its data (`{ index, reason }`), or
 * null when the refusal is not about one contact's number (it is then shown for the whole form).
 */
export function contactFieldError(error: unknown, contactCount: number): ContactFieldError | null {
  if (!isApiError(error) || error.kind !== 'business' || !isRecord(error.data)) return null;
  const { index, reason } = error.data;
  if (!isInteger(index) || index < 0 || index >= contactCount) return null;
  const code = isString(reason) ? MOBILE_REASONS[reason] : undefined;
  return code ? { index, code } : null;
}
