import { ErrorState, PageSkeleton, RequestView, toast, type PageProps, useNavigate, userMessage } from '@rental/shared';
import { useRequest } from 'ahooks';
import { Button, Dialog } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { checkContract, createContract } from '../../api/contract';
import { useRequireLogin } from '../../hooks/use-require-login';
import { PATHS } from '../../lib/app-links';
import { parseOrderId } from '../../lib/order-id';
import { inPlaceErrors, SKELETON_DELAY_MS } from '../../lib/request-options';
import '../page.css';
import './web-view.css';

/** What the signing page posts to its parent once the contract is signed. */
export function isSignedMessage(data: unknown, orderId: number): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; orderId?: unknown };
  return message.type === 'contract-signed' && String(message.orderId) === String(orderId);
}

/** The page's own bar (the route draws no other): the title and a close button. */
function SignBar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <header className="acc-webview-bar">
      <button type="button" className="acc-webview-close" aria-label={t('sign.close')} onClick={onClose}>
        <CloseOutline />
      </button>
      <h1 className="acc-webview-title">{t('title.signContract')}</h1>
      <span className="acc-webview-spacer" />
    </header>
  );
}

/** No valid order in the link: say so, and offer the way to the renter's orders (or simply back). */
function NoOrder() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const toOrders = () => void navigate(PATHS.myOrders, { replace: true });
  return (
    <>
      <SignBar onClose={toOrders} />
      <ErrorState
        status="empty"
        title={t('contractPreview.badOrder')}
        extra={
          <Button color="primary" shape="rounded" onClick={toOrders}>
            {t('sign.toOrders')}
          </Button>
        }
      />
    </>
  );
}

function SignFrame({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const busy = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const request = useRequest(
    async () => {
      const created = await createContract(orderId, i18n.language);
      if (!created) throw new Error('no sign url');
      return created;
    },
    { ...inPlaceErrors, refreshDeps: [orderId], loadingDelay: SKELETON_DELAY_MS },
  );
  const view = useMemo(
    () => ({ data: request.data, loading: request.loading, error: request.error, refresh: request.refresh }),
    [request.data, request.loading, request.error, request.refresh],
  );

  const toPayment = useCallback(() => {
    toast.success(t('sign.signed'));
    void navigate(`${PATHS.confirmPayment}?orderId=${orderId}`, { replace: true });
  }, [navigate, orderId, t]);

  // The contract page gave its place to this one: leaving unsigned puts it back, one entry, no loop.
  const goBack = useCallback(
    () => void navigate(`${PATHS.contractPreview}?orderId=${orderId}`, { replace: true }),
    [navigate, orderId],
  );

  /** Asks the server; `leaving` is the close button (unsigned → say so and go back). */
  const check = useCallback(
    async (leaving: boolean) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const result = await checkContract(orderId);
        if (result?.signed) return toPayment();
        if (leaving) {
          await Dialog.alert({
            title: t('sign.notSignedTitle'),
            content: t('sign.notSigned'),
            confirmText: t('sign.ok'),
          });
          goBack();
        }
      } catch (error) {
        if (leaving) goBack();
        else toast.error(userMessage(error, t('sign.checkFailed')));
      } finally {
        busy.current = false;
      }
    },
    [goBack, orderId, t, toPayment],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own frame may say the contract is signed: same origin, and that very window.
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isSignedMessage(event.data, orderId)) void check(false);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [check, orderId]);

  return (
    <>
      <SignBar onClose={() => void check(true)} />
      <div className="acc-webview-body">
        <RequestView request={view} skeleton={<PageSkeleton rows={8} />}>
          {({ signUrl }) => (
            <iframe ref={frame} className="acc-webview-frame" title={t('title.signContract')} src={signUrl} />
          )}
        </RequestView>
      </div>
    </>
  );
}

/** The e-signature provider's page in a frame, under our own bar with a close button. */
export default function WebViewPage({ query }: PageProps) {
  const loggedIn = useRequireLogin();
  const orderId = parseOrderId(query.orderId);
  if (!loggedIn) return null;
  return <div className="acc-webview">{orderId === undefined ? <NoOrder /> : <SignFrame orderId={orderId} />}</div>;
}
