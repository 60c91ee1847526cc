import { checkWire, isApiError } from '@rental/shared';
import { NotOnCardSchema } from '../../api/types';

/** The message key for each field the server checks against what OCR read from the front photo. */
const NOT_ON_CARD = { name: 'nameNotOnCard', idNumber: 'idNotOnCard' } as const;

export type NotOnCard = { field: keyof typeof NOT_ON_CARD; code: (typeof NOT_ON_CARD)[keyof typeof NOT_ON_CARD] };

/**
 * The field a refused submission names as differing from the photographed card
 * (`data: { field, reason: 'notOnCard' }`), or null for any other refusal.
 */
export function notOnCard(error: unknown): NotOnCard | null {
  if (!isApiError(error) || error.kind !== 'business') return null;
  const refusal = checkWire(NotOnCardSchema, error.data);
  if (!refusal.ok) return null;
  const { field } = refusal.value;
  return { field, code: NOT_ON_CARD[field] };
}
