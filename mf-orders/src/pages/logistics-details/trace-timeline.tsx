import { formatTime } from '@rental/shared';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Logistics } from '../../api/types';
import './trace-timeline.css';

/** The parcel's journey, newest on top (the server's order), the latest step highlighted. */
export function TraceTimeline({ traces }: { traces: Logistics['traces'] }) {
  const { t } = useTranslation('orders');
  return (
    <section className="ord-section" aria-label={t('manage.logistics.traces')}>
      <h2 className="ord-section-title">{t('manage.logistics.traces')}</h2>
      {traces.length === 0 ? (
        <p className="ord-trace-none">{t('manage.logistics.noTraces')}</p>
      ) : (
        <Steps direction="vertical" current={0} className="ord-traces">
          {traces.map((trace, index) => (
            <Steps.Step
              key={`${trace.time}-${index}`}
              title={trace.context}
              description={formatTime(trace.time)}
              status={index === 0 ? 'process' : 'wait'}
            />
          ))}
        </Steps>
      )}
    </section>
  );
}
