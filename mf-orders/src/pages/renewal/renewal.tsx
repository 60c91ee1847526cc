import {
  ErrorState,
  formatDay,
  formatMoney,
  PageSkeleton,
  RENTAL_RULES,
  RequestView,
  SafeHtml,
  toast,
  useNavigate,
  type PageProps,
} from '@rental/shared';
import { Button, Checkbox, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';
import { OrderPage } from '../../components/order-page';
import { useOrderDetail } from '../../hooks/use-order-detail';
import { useRenewal } from './use-renewal';
import { PATHS, withQuery } from '../../lib/app-links';
import { RENEWAL_TERMS } from './renewal-terms';
import '../../components/manage-page.css';
import './renewal.css';

function RenewalSteps({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const terms = RENEWAL_TERMS[order.goods.termUnit];
  const { term, setTerm, quote, sign, signing } = useRenewal(order.orderId, terms[0] ?? 1);
  const [agreed, setAgreed] = useState(false);
  const toOrder = () => void navigate(withQuery(PATHS.orderDetail, { orderId: order.orderId }), { replace: true });
  if (!order.actions.includes('renew')) {
    // Renting and not renewable yet: the server opens the window by this rule, so it is still ahead.
    const opensAt =
      order.status === 'IN_RENT' && order.rentEndAt
        ? Date.parse(order.rentEndAt) - RENTAL_RULES.renewal.windowDays * 86_400_000
        : null;
    return (
      <ErrorState
        status="empty"
        title={t('manage.renewal.notNow')}
        description={
          opensAt !== null
            ? t('manage.renewal.opensOn', {
                date: formatDay(new Date(opensAt).toISOString()),
                count: RENTAL_RULES.renewal.windowDays,
              })
            : order.statusText
        }
        extra={
          <Button color="primary" shape="rounded" onClick={toOrder}>
            {t('manage.renewal.backToOrder')}
          </Button>
        }
      />
    );
  }
  const unit = order.goods.termUnit === 'day' ? 'day' : 'month';
  const submit = async () => {
    const renewed = await sign();
    if (!renewed) return;
    toast.success(t('manage.renewal.done'));
    toOrder();
  };
  const billsTotal = quote ? quote.bills.reduce((sum, b) => sum + b.amount, 0) : 0;
  return (
    <div className="ord-renewal">
      <section aria-labelledby="renewal-term" className="manage-section">
        <h2 id="renewal-term">{t('manage.renewal.termLabel')}</h2>
        <Selector
          columns={3}
          value={[term]}
          onChange={(v) => {
            const next = v[0];
            if (next !== undefined) {
              setAgreed(false);
              setTerm(next);
            }
          }}
          options={terms.map((n) => ({ label: t(`manage.renewal.term_${unit}`, { count: n }), value: n }))}
        />
      </section>
      {quote ? (
        <>
          <List header={t('manage.renewal.priceHeader')} aria-label={t('manage.renewal.priceHeader')}>
            <List.Item extra={formatMoney(quote.periodRent)}>{t('manage.renewal.periodRent')}</List.Item>
            <List.Item extra={formatMoney(quote.totalRent)}>{t('manage.renewal.total')}</List.Item>
            {/* What the new bills come to: the rent and any per-period services that carry on. */}
            <List.Item extra={formatMoney(billsTotal)}>{t('manage.renewal.billsTotal')}</List.Item>
            <List.Item extra={formatDay(quote.newEndAt)}>{t('manage.renewal.newEnd')}</List.Item>
          </List>
          <List header={t('manage.renewal.bills')}>
            {quote.bills.map((b) => (
              <List.Item key={b.periodNo} extra={formatMoney(b.amount)}>
                {t('manage.renewal.billRow', { no: b.periodNo, total: b.periodTotal, date: b.dueDate })}
              </List.Item>
            ))}
          </List>
          <section aria-label={quote.agreement.title} className="manage-section">
            <SafeHtml as="article" html={quote.agreement.html} lang={quote.agreement.lang} />
          </section>
          <div className="manage-section">
            <Checkbox checked={agreed} onChange={setAgreed} style={{ minHeight: 44 }}>
              {t('manage.renewal.agree', { title: quote.agreement.title })}
            </Checkbox>
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              disabled={!agreed}
              loading={signing}
              onClick={() => void submit()}
            >
              {t('manage.renewal.sign')}
            </Button>
          </div>
        </>
      ) : (
        <PageSkeleton rows={4} />
      )}
    </div>
  );
}

function RenewalBody({ orderId }: { orderId: number }) {
  const request = useOrderDetail(orderId);
  return (
    <RequestView request={request} skeleton={<PageSkeleton rows={6} />}>
      {(order) => <RenewalSteps order={order} />}
    </RequestView>
  );
}

/** Renewing near or past the end of the term: the extra term, its price and bills, the agreement to sign. */
export default function RenewalPage({ query }: PageProps) {
  return (
    <OrderPage rawOrderId={query.orderId} withBar>
      {(orderId) => <RenewalBody key={orderId} orderId={orderId} />}
    </OrderPage>
  );
}
