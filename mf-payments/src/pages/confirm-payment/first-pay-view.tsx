import { Button, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@rental/shared';
import { createPay } from '../../api/create-pay';
import type { FirstPayList } from '../../api/types';
import { AmountHero } from '../../components/amount-hero';
import { BreakdownList } from './breakdown-list';
import { PayBar } from '../../components/pay-bar';
import { PayMethodList } from '../../components/pay-method-list';
import { useCardList } from '../../hooks/use-card-list';
import { usePayMethod } from '../../hooks/use-pay-method';
import { useStartPayment } from '../../hooks/use-start-payment';
import { PATHS, withQuery } from '../../lib/app-links';

/** The quote, the way to pay and the button; an already open trade is resumed, never doubled. */
export function FirstPayView({ data, onStale }: { data: FirstPayList; onStale: () => void }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const cards = useCardList();
  const [method, setMethod] = usePayMethod(cards.data, data.boundCardId);
  const { orderId } = data;
  const { paying, pay, resume } = useStartPayment({
    orderId,
    scope: `${data.kind}:${orderId}`,
    open: (key) => createPay(orderId, key),
    onRefused: onStale,
  });
  const open = data.openTrade;
  const processing = open?.status === 'PROCESSING';

  const onPay = () => {
    if (open?.status === 'WAIT') void resume(open.tradeNo, method);
    else void pay(method);
  };

  return (
    <>
      {processing && (
        <NoticeBar
          content={t('confirm.processing')}
          color="alert"
          wrap
          extra={
            <Button
              size="mini"
              color="primary"
              fill="none"
              onClick={() => void navigate(withQuery(PATHS.paymentResult, { tradeNo: open.tradeNo, orderId }))}
            >
              {t('confirm.viewResult')}
            </Button>
          }
        />
      )}
      <AmountHero label={t(data.kind === 'buyout' ? 'confirm.buyout' : 'confirm.first')} amount={data.amount}>
        <p className="pay-confirm-goods">{data.goods.name}</p>
        <p className="pay-confirm-goods">
          {data.goods.specText} · {data.goods.termText}
        </p>
      </AmountHero>
      <BreakdownList title={t('confirm.breakdown')} lines={data.breakdown} />
      <PayMethodList
        cards={cards.data ?? []}
        value={method}
        onChange={setMethod}
        onAddCard={() => void navigate(withQuery(PATHS.bindCard, { orderId, redirect: pathname + search }))}
      />
      <p className="pay-hint">{t('confirm.orderNo', { orderNo: data.orderNo })}</p>
      <PayBar amount={data.amount} paying={paying} disabled={processing} onPay={onPay} />
    </>
  );
}
