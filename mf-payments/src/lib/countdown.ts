import { createResendTimes } from '@rental/shared';

/** Seconds between two codes (the dev API's `resendIn`). */
export const RESEND_SECONDS = 60;
const STORAGE_KEY = 'payments.smsResendAt';

/**
 * Card codes' waits. Keys never hold a card number: a bind countdown is keyed by the card's last
 * four digits, a payment's by its trade.
 */
export const cardResendTimes = createResendTimes(STORAGE_KEY);

export const bindCountdownKey = (cardDigits: string): string => `bind:${cardDigits.slice(-4)}`;
export const payCountdownKey = (tradeNo: string): string => `pay:${tradeNo}`;
