import { formatMoney, useOnline } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PlaceStep } from './use-place-order';

interface Props {
  firstPay: number | undefined;
  step: PlaceStep;
  waiting: boolean;
  onSubmit: () => void;
}

/** The bottom bar: what is paid first, and the one button that places (or resumes) the order. */
export function SubmitBar({ firstPay, step, waiting, onSubmit }: Props) {
  const { t } = useTranslation('orders');
  const busy = step !== 'idle';
  // Offline nothing can be placed: the button waits for the connection instead of failing.
  const online = useOnline();
  const label = waiting ? t('place.submit.resume') : t('place.submit.action');
  return (
    <div className="ord-submit-bar">
      <div className="ord-submit-bar__sum">
        <span>{t('place.submit.firstPay')}</span>
        <strong data-testid="first-pay">{firstPay === undefined ? '—' : formatMoney(firstPay)}</strong>
      </div>
      <Button
        color="primary"
        shape="rounded"
        className="ord-submit-bar__go"
        loading={busy}
        disabled={!online}
        loadingText={busy ? t(`place.submit.${step}`) : undefined}
        onClick={onSubmit}
      >
        {label}
      </Button>
    </div>
  );
}
