import { formatDay, formatMoney, ruleValues, useNavigate } from '@rental/shared';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Trade } from '../../api/types';
import { PATHS, withQuery } from '../../lib/app-links';
import { payAgainRoute } from './pay-again';
import { bareReason, outcomeOf } from './trade-outcome';
import { NextDueLine } from './next-due-line';

const RESULT_STATUS = { success: 'success', failed: 'error', cancelled: 'info', processing: 'waiting' } as const;

export function ResultView({ trade, polling, orderId }: { trade: Trade; polling: boolean; orderId?: number }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const outcome = outcomeOf(trade.status);
  const order = orderId ?? trade.orderId;
  const amount = formatMoney(trade.amount);
  const description = {
    success: `${t('result.successHint', { amount, date: formatDay(trade.paidAt) })}${t(`result.next.${trade.kind}`, ruleValues())}`,
    failed: trade.failReason
      ? t('result.failedReason', { reason: bareReason(trade.failReason) })
      : t('result.failedHint'),
    cancelled: t('result.cancelledHint'),
    processing: t(polling ? 'result.processingHint' : 'result.processingPull'),
  }[outcome];

  return (
    <div className="pay-result">
      <Result status={RESULT_STATUS[outcome]} title={t(`result.${outcome}`)} description={description} />
      <p className="pay-result-amount">{amount}</p>
      {outcome === 'success' && trade.kind !== 'buyout' && <NextDueLine orderId={order} />}
      <p className="pay-hint pay-result-trade">{t('checkout.tradeNo', { tradeNo: trade.tradeNo })}</p>
      <div className="pay-result-actions">
        {(outcome === 'failed' || outcome === 'cancelled') && (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() => void navigate(payAgainRoute(trade), { replace: true })}
          >
            {t('result.payAgain')}
          </Button>
        )}
        <Button
          block
          shape="rounded"
          color={outcome === 'success' ? 'primary' : 'default'}
          onClick={() => void navigate(withQuery(PATHS.orderDetail, { orderId: order }), { replace: true })}
        >
          {t('result.viewOrder')}
        </Button>
        <Button block shape="rounded" fill="none" onClick={() => void navigate(PATHS.home, { replace: true })}>
          {t('result.home')}
        </Button>
      </div>
    </div>
  );
}
