import {
  ErrorState,
  PageSkeleton,
  RequestView,
  toast,
  type PageProps,
  useNavigate,
  userMessage,
  withQuery,
  inPlaceLoading,
  checkWire,
  v,
  WholeSchema,
} from '@rental/shared';
import { parseQueryId } from '@rental/shared/query-id';
import { useSubmitLock } from '@rental/shared/submit-lock';
import useRequest from 'ahooks/es/useRequest';
import { Button, Dialog } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { checkContract } from '../../api/check-contract';
import { createContract } from '../../api/create-contract';
import type { ShownContract } from '../../api/contract-types';
import { PATHS } from '../../lib/app-links';
import { contractRefusal, shownFromQuery, type ContractNotice } from '../../lib/contract-refusal';
import '../../components/page.css';
import './web-view.css';

const FRAME_MESSAGES = { 'contract-signed': 'signed', 'contract-changed': 'changed' } as const;

/** What the e-signature page posts to its parent (docs/orders.md, "Sign page"). */
const FrameMessageSchema = v.object({
  type: v.picklist(['contract-signed', 'contract-changed']),
  orderId: WholeSchema,
});

/** What the signing page posts to its parent about this order: signed, or refused as changed since read. */
export function frameMessage(data: unknown, orderId: number): 'signed' | 'changed' | null {
  const message = checkWire(FrameMessageSchema, data);
  return message.ok && message.value.orderId === orderId ? FRAME_MESSAGES[message.value.type] : null;
}

type Start = { kind: 'sign'; signUrl: string } | { kind: 'back'; notice: ContractNotice };

/**
 * Back to the contract page, which gave its place to this one: one entry, no loop. With a notice it
 * fetches the contract again and says why it is shown before signing.
 */
function useBackToContract(orderId: number) {
  const navigate = useNavigate();
  return useCallback(
    (notice?: ContractNotice) =>
      void navigate(withQuery(PATHS.contractPreview, { orderId, notice }), { replace: true }),
    [navigate, orderId],
  );
}

/** Only a text the renter read can be signed: opened without one, the contract is shown first. */
function ReadFirst({ orderId }: { orderId: number }) {
  const goBack = useBackToContract(orderId);
  useEffect(() => goBack('unread'), [goBack]);
  return null;
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

function SignFrame({ orderId, shown }: { orderId: number; shown: ShownContract }) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const { run } = useSubmitLock();
  const frame = useRef<HTMLIFrameElement>(null);
  const goBack = useBackToContract(orderId);

  const request = useRequest(
    async (): Promise<Start> => {
      try {
        const created = await createContract(orderId, shown, i18n.language);
        if (!created) throw new Error('no sign url');
        return { kind: 'sign', signUrl: created.signUrl };
      } catch (error) {
        const notice = contractRefusal(error);
        if (notice) return { kind: 'back', notice };
        throw error;
      }
    },
    {
      ...inPlaceLoading,
      refreshDeps: [orderId, shown.contentHash],
      onSuccess: (start) => {
        if (start.kind === 'back') goBack(start.notice);
      },
    },
  );
  const view = useMemo(
    () => ({ data: request.data, loading: request.loading, error: request.error, refresh: request.refresh }),
    [request.data, request.loading, request.error, request.refresh],
  );

  const toPayment = useCallback(() => {
    toast.success(t('sign.signed'));
    void navigate(`${PATHS.confirmPayment}?orderId=${orderId}`, { replace: true });
  }, [navigate, orderId, t]);

  /** Asks the server; `leaving` is the close button (unsigned → say so and go back). */
  const check = useCallback(
    (leaving: boolean) =>
      run(async () => {
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
        }
      }),
    [run, goBack, orderId, t, toPayment],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own frame may say the contract is signed: same origin, and that very window.
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = frameMessage(event.data, orderId);
      if (message === 'signed') void check(false);
      else if (message === 'changed') goBack('changed');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [check, goBack, orderId]);

  return (
    <>
      <SignBar onClose={() => void check(true)} />
      <div className="acc-webview-body">
        <RequestView request={view} skeleton={<PageSkeleton rows={8} />}>
          {(start) =>
            start.kind === 'sign' && (
              <iframe ref={frame} className="acc-webview-frame" title={t('title.signContract')} src={start.signUrl} />
            )
          }
        </RequestView>
      </div>
    </>
  );
}

/** The e-signature provider's page in a frame, under our own bar with a close button. */
export default function WebViewPage({ query }: PageProps) {
  const orderId = parseQueryId(query.orderId);
  const shown = shownFromQuery(query);
  if (orderId !== undefined && !shown) return <ReadFirst orderId={orderId} />;
  return (
    <div className="acc-webview">
      {orderId === undefined || !shown ? <NoOrder /> : <SignFrame orderId={orderId} shown={shown} />}
    </div>
  );
}
