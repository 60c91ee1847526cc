import { ErrorState, formatMoney, useLocation, useNavigate } from '@rental/shared';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFootPay } from '../../api/create-foot-pay';
import type { FootPayList } from '../../api/types';
import { InstallmentPicker } from './installment-picker';
import { PayBar } from '../../components/pay-bar';
import { PayMethodList } from '../../components/pay-method-list';
import { useCardList } from '../../hooks/use-card-list';
import { usePayMethod } from '../../hooks/use-pay-method';
import { useStartPayment } from '../../hooks/use-start-payment';
import { PATHS, withQuery } from '../../lib/app-links';
import { initialCount, oldestFirst, selectionTotals, toggleRow } from '../../lib/bill-selection';

export function InstallmentsView({ data, onStale }: { data: FootPayList; onStale: (reason: string) => void }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const items = oldestFirst(data.items);
  const [count, setCount] = useState(() => initialCount(items));
  const cards = useCardList();
  const [method, setMethod] = usePayMethod(cards.data, data.boundCardId ?? null);
  const totals = selectionTotals(items, count);
  const { orderId } = data;
  const { paying, pay } = useStartPayment({
    orderId,
    scope: `installment:${orderId}:${totals.billIds.join('-')}`,
    open: (key) => createFootPay(orderId, totals.billIds, key),
    onRefused: onStale,
  });

  if (items.length === 0) {
    return (
      <ErrorState
        status="empty"
        title={t('installments.none')}
        description={t('installments.noneHint')}
        extra={
          <Button shape="rounded" onClick={() => void navigate(withQuery(PATHS.billingDetails, { orderId }))}>
            {t('bills.view')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <InstallmentPicker items={items} count={count} onToggle={(index) => setCount((c) => toggleRow(c, index))} />
      <section className="pay-section">
        <List>
          <List.Item extra={formatMoney(totals.amount)}>{t('installments.rent', { count })}</List.Item>
          <List.Item extra={formatMoney(totals.overdueFee)}>{t('installments.lateFees')}</List.Item>
        </List>
      </section>
      <PayMethodList
        cards={cards.data ?? []}
        value={method}
        onChange={setMethod}
        onAddCard={() => void navigate(withQuery(PATHS.bindCard, { orderId, redirect: pathname + search }))}
      />
      <p className="pay-hint">{t('confirm.orderNo', { orderNo: data.orderNo })}</p>
      <PayBar amount={totals.payable} paying={paying} disabled={count === 0} onPay={() => void pay(method)} />
    </>
  );
}
