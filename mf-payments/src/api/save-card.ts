import { http } from '@rental/shared';
import { PendingCardSchema, type CardForm } from './types';

/** Stores the card as pending until its SMS code binds it. Silent: refusals are shown at the field. */
export function saveCard(form: CardForm) {
  return http.post('/api/unionpay/card/save', { ...form }, { json: true, schema: PendingCardSchema, silent: true });
}
