import { formatMoney, isApiError, ruleValues } from '@rental/shared';
import { Button, Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderPreview } from '../../api/place-types';
import { priceLines } from './price-lines';

interface Props {
  preview: OrderPreview | undefined;
  periods: number;
  error: Error | undefined;
  loading: boolean;
  onRetry: () => void;
}

/** The server's price of this order, line by line, with the installment schedule folded. */
export function PriceBreakdown({ preview, periods, error, loading, onRetry }: Props) {
  const { t } = useTranslation('orders');
  return (
    <section className="ord-card ord-price" aria-labelledby="ord-price-title" aria-busy={loading}>
      <h2 id="ord-price-title" className="ord-card__title">
        {t('place.price.title')}
      </h2>
      {!preview && error ? (
        <div role="alert" className="ord-price__error">
          <p>
            <strong>{t('place.confirm.previewFailed')}</strong>
            {isApiError(error) && (
              <>
                <br />
                {error.msg}
              </>
            )}
          </p>
          <Button size="small" fill="outline" color="primary" onClick={onRetry}>
            {t('place.confirm.retry')}
          </Button>
        </div>
      ) : !preview ? (
        <div className="ord-price__skeleton" aria-hidden />
      ) : (
        <>
          <dl
            className={`ord-rows ord-price__rows${loading ? ' ord-price__rows--stale' : ''}`}
            data-testid="price-lines"
          >
            {priceLines(preview.amount, periods).map((line) => (
              <div key={line.key} className={line.strong ? 'ord-price__strong' : undefined}>
                <dt>{t(`place.price.${line.key}`)}</dt>
                <dd className={line.saving ? 'ord-saving' : undefined}>{line.value}</dd>
              </div>
            ))}
          </dl>
          {preview.totals && (
            <dl className="ord-rows ord-price__rows ord-price__totals" data-testid="price-totals">
              <div>
                <dt>{t('place.price.termTotal')}</dt>
                <dd>{formatMoney(preview.totals.term)}</dd>
              </div>
              <div>
                <dt>{t('place.price.ownTotal')}</dt>
                <dd>{formatMoney(preview.totals.own)}</dd>
              </div>
            </dl>
          )}
          {preview.totals && (
            <p className="ord-note">
              {t('place.price.ownNote', {
                name: t('money.endOfTermBuyoutPrice'),
                price: formatMoney(preview.totals.own - preview.totals.term),
              })}
            </p>
          )}
          <p className="ord-note">{t('place.price.frozenNote', ruleValues())}</p>
          <p className="ord-note" data-testid="money-rules">
            {t('place.price.rules', ruleValues())}
          </p>
          {preview.bills.length > 1 && (
            <Collapse className="ord-schedule">
              <Collapse.Panel key="schedule" title={t('place.price.schedule', { count: preview.bills.length })}>
                <ol className="ord-schedule__list">
                  {preview.bills.map((bill) => (
                    <li key={bill.periodNo}>
                      <span>
                        {t('place.price.period', { n: bill.periodNo })}
                        <small>{t('place.price.due', { date: bill.dueDate })}</small>
                      </span>
                      <strong>{formatMoney(bill.amount)}</strong>
                    </li>
                  ))}
                </ol>
              </Collapse.Panel>
            </Collapse>
          )}
        </>
      )}
    </section>
  );
}
