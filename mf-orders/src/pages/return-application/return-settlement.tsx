import { formatMoney, RequestView, ruleValues, inPlaceErrors } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { getReturnQuote } from '../../api/get-return-quote';
import type { ReturnQuote } from '../../api/types';
import { InfoRows } from '../../components/info-rows';
import '../../components/return.css';

/** The settlement a return would make, line by line, before the renter applies. */
function Lines({ quote }: { quote: ReturnQuote }) {
  const { t } = useTranslation('orders');
  const values = ruleValues();
  return (
    <>
      <InfoRows
        rows={[
          ...quote.due.map((bill) => ({
            key: `due-${bill.id}`,
            label: t('manage.return.dueRow', { no: bill.periodNo, total: bill.periodTotal, date: bill.dueDate }),
            value: formatMoney(bill.payable),
          })),
          quote.dropped.length > 0 && {
            key: 'dropped',
            label: t('manage.return.dropped', { count: quote.dropped.length }),
            value: <s className="ord-return-dropped">{formatMoney(quote.droppedRent)}</s>,
          },
          quote.earlyReturnFee > 0 && {
            key: 'fee',
            label: t('manage.return.fee', { rate: values.earlyReturnFee }),
            value: formatMoney(quote.earlyReturnFee),
          },
          { key: 'total', label: t('manage.return.total'), value: formatMoney(quote.total), strong: true },
        ]}
      />
      <p className="ord-return-note">
        {quote.total === 0 ? t('manage.return.nothingDue') : t('manage.return.payAfter')}
      </p>
      <p className="ord-return-note">
        {t('manage.return.freezeNote', { frozen: formatMoney(quote.frozen), depositRelease: values.depositRelease })}
      </p>
    </>
  );
}

export function ReturnSettlement({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const request = useRequest(async () => (await getReturnQuote(orderId)) ?? null, {
    ...inPlaceErrors,
    refreshDeps: [orderId],
  });
  return (
    <section className="ord-section" aria-label={t('manage.return.settlement')}>
      <h2 className="ord-section-title">{t('manage.return.settlement')}</h2>
      <RequestView request={request}>{(quote) => quote && <Lines quote={quote} />}</RequestView>
    </section>
  );
}
