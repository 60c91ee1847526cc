import { formatMoney, useOnline } from '@rental/shared';
import { Button, SafeArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './pay-bar.css';

interface Props {
  amount: number;
  paying: boolean;
  disabled?: boolean;
  onPay: () => void;
  label?: string;
}

/** The bottom bar: what will be charged and the one button that charges it (busy while it runs). */
export function PayBar({ amount, paying, disabled = false, onPay, label }: Props) {
  // Offline nothing can be paid: the button waits for the connection instead of failing.
  const online = useOnline();
  const { t } = useTranslation('payments');
  return (
    <div className="pay-bar">
      <div className="pay-bar-inner">
        <div className="pay-bar-total">
          <span className="pay-muted">{t('pay.total')}</span>
          <strong className="pay-bar-amount">{formatMoney(amount)}</strong>
        </div>
        {/* The same red as "Rent now" and "Submit": the buttons that commit money look alike. */}
        <Button
          color="primary"
          shape="rounded"
          className="pay-bar-button"
          loading={paying}
          loadingText={t('pay.paying')}
          disabled={disabled || !online}
          onClick={onPay}
        >
          {label ?? t('pay.payNow')}
        </Button>
      </div>
      <SafeArea position="bottom" />
    </div>
  );
}
