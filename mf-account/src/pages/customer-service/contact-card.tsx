import { configAtom } from '@rental/shared';
import { ClockCircleOutline, PhoneFill } from 'antd-mobile-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import './contact-card.css';

/** `400-820-8820` → `tel:4008208820`: dialers want digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Greeting, the hotline as one big tap-to-call button, and the opening hours when known. */
export function ContactCard() {
  const { t } = useTranslation('account');
  const { customerPhone, serviceHours } = useAtomValue(configAtom);
  return (
    <section className="acc-contact" aria-labelledby="acc-contact-title">
      <h2 id="acc-contact-title" className="acc-contact-greeting">
        {t('service.greeting')}
      </h2>
      <p className="acc-contact-subtitle">{t('service.subtitle')}</p>
      <div className="acc-contact-panel">
        <div className="acc-contact-label">{t('service.hotline')}</div>
        {customerPhone ? (
          <a className="acc-contact-call" href={telHref(customerPhone)}>
            <PhoneFill aria-hidden />
            {t('service.call', { phone: customerPhone })}
          </a>
        ) : (
          <p className="acc-contact-unavailable" role="status">
            {t('service.phoneUnavailable')}
          </p>
        )}
        {serviceHours && (
          <div className="acc-contact-hours">
            <ClockCircleOutline aria-hidden />
            {t('service.hours', { hours: serviceHours })}
          </div>
        )}
      </div>
    </section>
  );
}
