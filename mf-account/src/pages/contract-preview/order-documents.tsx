import { formatDay, inPlaceErrors, Link, PageSkeleton, RequestView } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { getOrderDocuments } from '../../api/get-order-documents';
import { PATHS } from '../../lib/app-links';

/** The documents the order's end produced, listed under its signed contract; nothing while there are none. */
export function OrderDocuments({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('account');
  const request = useRequest(async () => (await getOrderDocuments(orderId)) ?? [], {
    ...inPlaceErrors,
    refreshDeps: [orderId, i18n.language],
  });
  return (
    <RequestView request={request} skeleton={<PageSkeleton rows={1} />}>
      {(docs) =>
        docs.length === 0 ? null : (
          <section className="acc-contract-documents" aria-labelledby="acc-contract-documents">
            <h2 id="acc-contract-documents">{t('contractPreview.documents')}</h2>
            <List>
              {docs.map((doc) => (
                <Link
                  key={doc.docId}
                  to={`${PATHS.contractPreview}?orderId=${orderId}&docId=${encodeURIComponent(doc.docId)}`}
                  className="acc-contract-link"
                >
                  <List.Item arrowIcon description={t('contractPreview.issuedAt', { day: formatDay(doc.issuedAt) })}>
                    {doc.title}
                  </List.Item>
                </Link>
              ))}
            </List>
          </section>
        )
      }
    </RequestView>
  );
}
