import { getWalletBridge, RENTAL_RULES, toast, WalletError, walletOutcome } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveReminderConsent } from '../../api/save-reminder-consent';

/**
 * The renter's answer to the wallet's consent sheet: `true`/`false`, or null when there was none to
 * keep (no answer in time, wallet out of reach): then it is asked again next time.
 */
async function askWallet(templates: readonly string[]): Promise<boolean | null> {
  try {
    const outcome = walletOutcome((await getWalletBridge().subscribe(templates)).resultCode);
    if (outcome === 'success') return true;
    return outcome === 'unknown' ? null : false;
  } catch (error) {
    return error instanceof WalletError && error.reason === 'cancelled' ? false : null;
  }
}

interface Props {
  /** The kept answer; null until the renter was asked. */
  subscribed: boolean | null;
  /** The wallet's message templates the reminders are sent with, as the server names them. */
  templates: readonly string[];
  onChange: (subscribed: boolean) => void;
}

/** Reminders on or off; asked once through the wallet the first time the message centre opens. */
export function ReminderConsent({ subscribed, templates, onChange }: Props) {
  const { t } = useTranslation('account');
  const { run, busy: asking } = useSubmitLock();
  const asked = useRef(false);

  const ask = () =>
    run(async () => {
      asked.current = true;
      const granted = await askWallet(templates);
      if (granted === null) return;
      const kept = await saveReminderConsent(granted);
      if (kept === undefined) {
        toast.error(t('messages.remindersFailed'));
        return;
      }
      onChange(kept);
      if (!kept) toast.show(t('messages.remindersDeclined'));
    });

  // A server that sends no reminders names no templates: nothing to ask for.
  useEffect(() => {
    if (subscribed === null && templates.length > 0 && !asked.current) void ask();
    // Asked once, when the first answer says the renter never was.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribed]);

  const hint = t('messages.remindersHint', { count: RENTAL_RULES.reminders.dueSoonDays });
  if (templates.length === 0) return null;
  return (
    <section className="acc-card acc-msg-reminders">
      {subscribed ? (
        <p className="acc-msg-reminders-on" role="status">
          <CheckCircleFill aria-hidden /> {t('messages.remindersOn')}
        </p>
      ) : (
        <Button color="primary" fill="outline" shape="rounded" loading={asking} onClick={() => void ask()}>
          {t('messages.remindersOff')}
        </Button>
      )}
      <p className="acc-msg-reminders-hint">{hint}</p>
    </section>
  );
}
