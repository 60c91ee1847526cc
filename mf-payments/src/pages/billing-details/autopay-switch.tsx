import { toast, userMessage } from '@rental/shared';
import { Button, Switch } from 'antd-mobile';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setAutopay } from '../../api/set-autopay';
import type { AutopaySetting } from '../../api/types';
import './autopay-switch.css';

const loadDialog = () => import('antd-mobile/es/components/dialog').then((m) => m.default);

interface Props {
  orderId: number;
  setting: AutopaySetting;
  /** The switch changed on the server: the bills are read again (their 自动扣款 lines follow). */
  onChanged: () => void;
}

/**
 * The order's automatic debit, on the bill list: switched only after the renter confirms what it
 * means; a refusal or a lost answer is said in place, with a retry of the same switch.
 */
export function AutopaySwitch({ orderId, setting, onChanged }: Props) {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ enabled: boolean; message: string } | null>(null);
  const lock = useSubmitLock();
  // Never set up (placed without it, no method chosen): nothing to switch here.
  if (setting.method === null) return null;
  const via = setting.method === 'card' ? t('autopay.viaCard') : t('autopay.viaWallet');

  const send = async (enabled: boolean) => {
    setBusy(true);
    setFailed(null);
    try {
      if (!(await setAutopay(orderId, enabled))) return;
      toast.success(enabled ? t('autopay.turnedOn') : t('autopay.turnedOff'));
      onChanged();
    } catch (error) {
      setFailed({ enabled, message: userMessage(error, t('autopay.switchFailed')) });
    } finally {
      setBusy(false);
    }
  };

  const ask = (enabled: boolean) =>
    lock.run(async () => {
      const Dialog = await loadDialog();
      const confirmed = await Dialog.confirm({
        title: enabled ? t('autopay.onTitle') : t('autopay.offTitle'),
        content: enabled ? t('autopay.onText', { via }) : t('autopay.offText'),
        confirmText: enabled ? t('autopay.onConfirm') : t('autopay.offConfirm'),
        cancelText: t('autopay.keep'),
      });
      if (confirmed) await send(enabled);
    });

  return (
    <section className="pay-section pay-autopay">
      <div className="pay-autopay-row">
        <div>
          <p className="pay-autopay-title" id="pay-autopay-title">
            {t('autopay.title')}
          </p>
          <p className="pay-hint">{setting.enabled ? t('autopay.onHint', { via }) : t('autopay.offHint')}</p>
        </div>
        <Switch
          checked={setting.enabled}
          loading={busy}
          aria-labelledby="pay-autopay-title"
          onChange={(next) => void ask(next)}
        />
      </div>
      {failed && (
        <div role="alert" className="pay-autopay-error">
          <span>{failed.message}</span>
          <Button size="mini" fill="outline" shape="rounded" onClick={() => void lock.run(() => send(failed.enabled))}>
            {t('autopay.retry')}
          </Button>
        </div>
      )}
    </section>
  );
}
