import { RENTAL_RULES, ruleValues, type PageProps, useNavigate } from '@rental/shared';
import { Button, Result, Steps } from 'antd-mobile';
import { parseQueryId } from '@rental/shared/query-id';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/app-links';
import { ViewOrderButton } from '../../components/view-order-button';
import '../../components/place.css';
import '../../components/order-result.css';

const STEPS = ['review', 'sign', 'pay', 'ship'] as const;

/** Placed and pre-authorized: what happens next, and the way to the order. */
export default function OrderSuccessPage({ query }: PageProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const orderId = parseQueryId(query.orderId);
  const orderNo = query.orderNo && /^[\w-]{1,40}$/.test(query.orderNo) ? query.orderNo : undefined;
  return (
    <div className="ord-page ord-result">
      <section className="ord-card">
        <Result
          status="success"
          title={t('place.success.title')}
          description={orderNo ? t('place.success.text', { orderNo }) : t('place.success.textNoNo')}
        />
      </section>
      <section className="ord-card" aria-labelledby="ord-next-title">
        <h2 id="ord-next-title" className="ord-card__title">
          {t('place.success.nextTitle')}
        </h2>
        <Steps direction="vertical" current={0}>
          {STEPS.map((step) => (
            <Steps.Step
              key={step}
              title={t(`place.success.steps.${step}`)}
              description={t(`place.success.steps.${step}Hint`, {
                ...ruleValues(),
                count: RENTAL_RULES.review.workingDays,
              })}
            />
          ))}
        </Steps>
      </section>
      <div className="ord-result__actions">
        {orderId !== undefined && <ViewOrderButton orderId={orderId}>{t('place.success.viewOrder')}</ViewOrderButton>}
        <Button block shape="rounded" onClick={() => void navigate(PATHS.home, { replace: true })}>
          {t('place.success.goHome')}
        </Button>
      </div>
    </div>
  );
}
