import {
  ErrorState,
  formatTime,
  PageSkeleton,
  RequestView,
  SafeHtml,
  type PageProps,
  useNavigate,
  withQuery,
  inPlaceLoading,
} from '@rental/shared';
import { parseQueryId } from '@rental/shared/query-id';
import useRequest from 'ahooks/es/useRequest';
import { Button, NoticeBar } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getContractHtml } from '../../api/get-contract-html';
import { getContractMeta } from '../../api/get-contract-meta';
import { getOrderStatus } from '../../api/get-order-status';
import { DocumentView } from './document-view';
import { LanguageNote } from './language-note';
import { OrderDocuments } from './order-documents';
import { PATHS } from '../../lib/app-links';
import { isContractNotice, type ContractNotice } from '../../lib/contract-refusal';
import '../../components/page.css';
import './contract-preview.css';

async function loadContract(orderId: number, fixture: 'hostile' | undefined) {
  const [meta, doc, order] = await Promise.all([
    getContractMeta(orderId),
    getContractHtml(orderId, fixture),
    getOrderStatus(orderId),
  ]);
  if (!meta || !doc || !order) throw new Error('empty contract');
  return {
    meta,
    shown: { contractId: doc.contractId, contentHash: doc.contentHash },
    html: doc.html,
    lang: doc.lang,
    signable: order.status === 'PENDING_SIGN' && meta.status !== 'signed',
  };
}

interface BodyProps {
  orderId: number;
  fixture: 'hostile' | undefined;
  /** Why the renter is back here from signing, said above the (freshly fetched) text. */
  notice: ContractNotice | undefined;
}

function ContractBody({ orderId, fixture, notice }: BodyProps) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const request = useRequest(() => loadContract(orderId, fixture), {
    ...inPlaceLoading,
    refreshDeps: [orderId, fixture, i18n.language],
  });
  const view = useMemo(
    () => ({ data: request.data, loading: request.loading, error: request.error, refresh: request.refresh }),
    [request.data, request.loading, request.error, request.refresh],
  );
  return (
    <RequestView request={view} skeleton={<PageSkeleton rows={8} />}>
      {({ meta, shown, html, lang, signable }) => (
        <>
          {notice && (
            <div role="alert">
              <NoticeBar color="alert" wrap content={t(`contractPreview.notice.${notice}`)} />
            </div>
          )}
          <section className="acc-contract-meta" aria-label={t('contractPreview.meta')}>
            <h1 className="acc-contract-title">{meta.title}</h1>
            {meta.contractNo && (
              <p>
                {t('contractPreview.contractNo')}
                {meta.contractNo}
              </p>
            )}
            <p>
              {t('contractPreview.status')}
              {t(`contractPreview.statuses.${meta.status}`)}
              {meta.signedAt && ` · ${formatTime(meta.signedAt)}`}
            </p>
            <LanguageNote lang={lang} />
          </section>
          <SafeHtml as="article" className="acc-contract-html" data-testid="contract-html" lang={lang} html={html} />
          {meta.status === 'signed' && <OrderDocuments orderId={orderId} />}
          {signable && (
            <div className="acc-contract-footer">
              <Button
                block
                color="primary"
                size="large"
                // Signing replaces this page, so after it one Back returns to where the renter came from.
                // It names the text shown here: the server refuses to sign any other.
                onClick={() => void navigate(withQuery(PATHS.signContract, { orderId, ...shown }), { replace: true })}
              >
                {t('contractPreview.sign')}
              </Button>
            </div>
          )}
        </>
      )}
    </RequestView>
  );
}

/**
 * An order's rental contract: meta, the (sanitized) text as signed and, while unsigned, the way to
 * sign it; once signed, the documents the order's end produced beside it (`docId` opens one).
 */
export default function ContractPreviewPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const orderId = parseQueryId(query.orderId);
  const fixture = query.fixture === 'hostile' ? 'hostile' : undefined;
  const notice = isContractNotice(query.notice) ? query.notice : undefined;
  const docId = typeof query.docId === 'string' && /^[A-Z]{2}\d{1,30}$/.test(query.docId) ? query.docId : undefined;
  return (
    <div className="acc-page acc-contract-preview">
      {orderId === undefined ? (
        <ErrorState status="empty" title={t('contractPreview.badOrder')} />
      ) : docId ? (
        <DocumentView key={`${orderId}:${docId}`} orderId={orderId} docId={docId} />
      ) : (
        // Another order's contract starts from its skeleton: the one before is never shown under this link.
        <ContractBody key={`${orderId}:${fixture ?? ''}`} orderId={orderId} fixture={fixture} notice={notice} />
      )}
    </div>
  );
}
