import { formatDay, inPlaceLoading, PageSkeleton, RequestView, SafeHtml } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { getOrderDocument } from '../../api/get-order-documents';
import { LanguageNote } from './language-note';

/** One document of the order's end (a settlement, a proof of purchase), exactly as issued. */
export function DocumentView({ orderId, docId }: { orderId: number; docId: string }) {
  const { t, i18n } = useTranslation('account');
  const request = useRequest(
    async () => {
      const doc = await getOrderDocument(orderId, docId);
      if (!doc) throw new Error('empty document');
      return doc;
    },
    { ...inPlaceLoading, refreshDeps: [orderId, docId, i18n.language] },
  );
  return (
    <RequestView request={request} skeleton={<PageSkeleton rows={8} />}>
      {(doc) => (
        <>
          <section className="acc-contract-meta" aria-label={t('contractPreview.documentMeta')}>
            <h1 className="acc-contract-title">{doc.title}</h1>
            <p>{t('contractPreview.issuedAt', { day: formatDay(doc.issuedAt) })}</p>
            <LanguageNote lang={doc.lang} />
          </section>
          <SafeHtml
            as="article"
            className="acc-contract-html"
            data-testid="document-html"
            lang={doc.lang}
            html={doc.html}
          />
        </>
      )}
    </RequestView>
  );
}
