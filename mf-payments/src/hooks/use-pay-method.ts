import { useState } from 'react';
import type { BankCard } from '../api/types';
import type { PayMethod } from './use-start-payment';

/**
 * The chosen way to pay: the renter's pick, else the order's bound card (when it is still bound),
 * else the wallet.
 */
export function usePayMethod(cards: readonly BankCard[] | undefined, preferredCardId: number | null = null) {
  const [picked, setPicked] = useState<PayMethod | null>(null);
  const stillBound = (id: number) => cards?.some((c) => c.id === id) ?? false;
  let method: PayMethod = { type: 'wallet' };
  if (picked && (picked.type === 'wallet' || stillBound(picked.cardId))) method = picked;
  else if (preferredCardId !== null && stillBound(preferredCardId)) method = { type: 'card', cardId: preferredCardId };
  return [method, setPicked] as const;
}
