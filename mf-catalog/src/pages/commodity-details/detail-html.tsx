import { SafeHtml, useSanitizedHtml } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../components/section-title';

/** Rental notes, then the merchant's description, sanitized before it reaches the page. */
export function DetailInfo({ notes, html }: { notes: readonly string[]; html: string }) {
  const { t } = useTranslation('catalog');
  // Sanitized here only to know whether anything is left to show; SafeHtml renders it.
  const shown = !!useSanitizedHtml(html)?.trim();
  return (
    <>
      {notes.length > 0 && (
        <section className="cat-card" aria-labelledby="cat-detail-notes">
          <SectionTitle id="cat-detail-notes">{t('detail.notes')}</SectionTitle>
          <ol className="cat-detail-notes">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ol>
        </section>
      )}
      {shown && (
        <section className="cat-card" aria-labelledby="cat-detail-html">
          <SectionTitle id="cat-detail-html">{t('detail.description')}</SectionTitle>
          <SafeHtml className="cat-detail-html" html={html} />
        </section>
      )}
    </>
  );
}
