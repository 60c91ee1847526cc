import { checkWire, isApiError } from '@rental/shared';
import { ContactRefusalSchema, type ContactRefusal } from '../../api/types';
import type { ContactError } from './contact-rules';

export interface ContactFieldError {
  index: number;
  code: ContactError;
}

/** An invalid contact is said for the whole form: the server does not say which field. */
const MOBILE_REASONS: Record<ContactRefusal['reason'], ContactError | null> = {
  invalid: null,
  own: 'mobileOwn',
  duplicate: 'mobileDuplicate',
};

/**
 * The contact and mobile-field problem a refused save names in its data (`{ index, reason }`), or
 * null when the refusal is not about one contact's number (it is then shown for the whole form).
 */
export function contactFieldError(error: unknown, contactCount: number): ContactFieldError | null {
  if (!isApiError(error) || error.kind !== 'business') return null;
  const refusal = checkWire(ContactRefusalSchema, error.data);
  if (!refusal.ok || refusal.value.index >= contactCount) return null;
  const { index, reason } = refusal.value;
  const code = MOBILE_REASONS[reason];
  return code ? { index, code } : null;
}
