import { http } from '@rental/shared';
import { isPendingCard } from './guards';
import type { PendingCard } from './types';

export interface CardForm {
  no: string;
  /** Left out for a verified renter: the card is saved in their verified name. */
  holderName?: string;
  reservedPhone: string;
}

/** Stores the card as pending until its SMS code binds it. Silent: refusals are shown at the field. */
export function saveCard(form: CardForm): Promise<PendingCard | undefined> {
  return http.post('/api/unionpay/card/save', { ...form }, { json: true, guard: isPendingCard, silent: true });
}
