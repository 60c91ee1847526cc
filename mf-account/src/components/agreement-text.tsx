import type { Agreement } from '../api/types';
import { useTranslation } from 'react-i18next';
import './agreement-text.css';

/** An agreement as the server sends it: plain headings and paragraphs (text, never markup). */
export function AgreementText({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('account');
  return (
    <article className="acc-agreement" aria-labelledby={`acc-agreement-${agreement.type}`}>
      <h2 id={`acc-agreement-${agreement.type}`} className="acc-agreement-title">
        {agreement.title}
      </h2>
      <p className="acc-agreement-meta">
        {t('agreement.updated', { date: agreement.updatedAt, version: agreement.version })}
      </p>
      {agreement.sections.map((section, index) => (
        <section key={index} aria-labelledby={`acc-agreement-${agreement.type}-${index}`}>
          <h3 id={`acc-agreement-${agreement.type}-${index}`} className="acc-agreement-heading">
            {section.heading}
          </h3>
          {section.paragraphs.map((paragraph, n) => (
            <p key={n} className="acc-agreement-body">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
