import { http } from '@rental/shared';
import { isPendingCard } from './guards';
import type { CardForm, PendingCard } from './types';

/** Stores the card as pending until its SMS code binds it. Silent: refusals are shown at the field. */
export function saveCard(form: CardForm): Promise<PendingCard | undefined> {
  return http.post('/api/unionpay/card/save', { ...form }, { json: true, guard: isPendingCard, silent: true });
}
