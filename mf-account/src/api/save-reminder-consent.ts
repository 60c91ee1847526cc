import { http } from '@rental/shared';
import { SubscriptionSchema } from './message-types';

/** Keeps the renter's answer to the wallet's reminders consent, so it is asked only once. */
export async function saveReminderConsent(granted: boolean) {
  const answer = await http.post(
    '/api/message/subscription',
    { granted },
    { json: true, schema: SubscriptionSchema, silent: true },
  );
  return answer?.subscribed;
}
