import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../components/section-title';
import { sanitizeDetailHtml } from '../../lib/sanitize-html';

/** Rental notes, then the merchant's description, sanitized before it reaches the page. */
export function DetailInfo({ notes, html }: { notes: readonly string[]; html: string }) {
  const { t } = useTranslation('catalog');
  const clean = useMemo(() => sanitizeDetailHtml(html), [html]);
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
      {clean && (
        <section className="cat-card" aria-labelledby="cat-detail-html">
          <SectionTitle id="cat-detail-html">{t('detail.description')}</SectionTitle>
          <div className="cat-detail-html" dangerouslySetInnerHTML={{ __html: clean }} />
        </section>
      )}
    </>
  );
}
