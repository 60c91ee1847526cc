import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/order-types';
import { formatTime } from '../../lib/format-time';

/** What has happened to the order so far, oldest first, the latest step highlighted. */
export function ProgressSteps({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const { t } = useTranslation('orders');
  if (timeline.length === 0) return null;
  return (
    <section className="om-section" aria-label={t('manage.detail.progress')}>
      <h2 className="om-section-title">{t('manage.detail.progress')}</h2>
      <Steps direction="vertical" current={timeline.length - 1} className="om-steps">
        {timeline.map((step, index) => (
          <Steps.Step
            key={`${step.key}-${index}`}
            title={step.text}
            description={formatTime(step.time)}
            status={index === timeline.length - 1 ? 'process' : 'finish'}
          />
        ))}
      </Steps>
    </section>
  );
}
