import { formatDay, formatTime } from '@rental/shared';
import { Steps } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';

/** Steps shown before "show all": the latest ones are what a renter comes to check. */
const RECENT = 3;

interface Props {
  timeline: OrderDetail['timeline'];
  upcoming: NonNullable<OrderDetail['upcoming']>;
}

/**
 * What has happened to the order so far, oldest first, the latest step highlighted; then the steps
 * still ahead, each with the day it is expected by.
 */
export function ProgressSteps({ timeline, upcoming }: Props) {
  const { t } = useTranslation('orders');
  const [all, setAll] = useState(false);
  if (timeline.length === 0) return null;
  const hidden = all ? 0 : Math.max(timeline.length - RECENT, 0);
  const steps = timeline.slice(hidden);
  return (
    <section className="ord-section" aria-label={t('manage.detail.progress')}>
      <h2 className="ord-section-title">
        {t('manage.detail.progress')}
        {timeline.length > RECENT && (
          <button type="button" className="ord-link-button" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? t('manage.detail.showRecent') : t('manage.detail.showAll', { n: timeline.length })}
          </button>
        )}
      </h2>
      <Steps direction="vertical" current={steps.length - 1} className="ord-steps">
        {steps.map((step, index) => (
          <Steps.Step
            key={`${step.key}-${hidden + index}`}
            title={step.text}
            description={formatTime(step.time)}
            status={index === steps.length - 1 ? 'process' : 'finish'}
          />
        ))}
        {upcoming.map((step) => (
          <Steps.Step
            key={`upcoming-${step.key}`}
            title={t(`expected.${step.key}`)}
            description={t(`expected.${step.key}By`, { date: formatDay(step.by) })}
            status="wait"
          />
        ))}
      </Steps>
    </section>
  );
}
