/**
 * The message templates this mini program registered with the wallet's message platform, by what
 * each carries: the wallet assigns the ids, the back end sends with them and tells the app which to
 * ask the renter's consent for. The simulated wallet knows no others.
 */
export const MESSAGE_TEMPLATES = {
  /** Review result, shipped, term ending. */
  orderProgress: 'TM_RENTAL_ORDER_PROGRESS_01',
  /** Due soon, due today, overdue, automatic debit failed. */
  billReminder: 'TM_RENTAL_BILL_REMINDER_01',
} as const;

export const MESSAGE_TEMPLATE_IDS: readonly string[] = Object.values(MESSAGE_TEMPLATES);
