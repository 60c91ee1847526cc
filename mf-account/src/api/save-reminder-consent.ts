import { http } from '@rental/shared';
import { isSubscription } from './message-types';

/** Keeps the renter's answer to the wallet's reminders consent, so it is asked only once. */
export async function saveReminderConsent(granted: boolean): Promise<boolean | undefined> {
  const answer = await http.post(
    '/api/message/subscription',
    { granted },
    { json: true, guard: isSubscription, silent: true },
  );
  return answer?.subscribed;
}
