import { formatMoney, ruleValues, toast, useNavigate } from '@rental/shared';
import { Dialog } from 'antd-mobile';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelBuyout } from '../api/cancel-buyout';
import { confirmChanges } from '../api/confirm-changes';
import { confirmReceipt } from '../api/confirm-receipt';
import type { OrderAction, OrderDetail, OrderSummary } from '../api/types';
import { PATHS, withQuery } from '../lib/app-links';
import { actionLink } from '../lib/order-actions';
import { resumeFreeze } from '../lib/run-freeze';
import { useBuyout } from './use-buyout';
import { useCancel } from './use-cancel';

export interface ActionTarget extends OrderSummary {
  changes?: OrderDetail['changes'];
}

/**
 * What the renter's taps on an order's action buttons do. Links open their page; the rest ask
 * first where they can't be undone, send their request once (a second tap while one runs is
 * ignored) and hand the order's new state to `onChanged` (undefined: reload it).
 */
export function useOrderActions(order: ActionTarget, onChanged: (detail?: OrderDetail) => void) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const cancel = useCancel(order.orderId, onChanged);
  const startCancel = cancel.start;
  const buyout = useBuyout(order.orderId);
  const { run: locked } = useSubmitLock();
  const { orderId } = order;

  /** Runs one action at a time; a failure has already been shown by the HTTP client's toast. */
  const exclusive = useCallback(
    (action: OrderAction, work: () => Promise<void>, ask?: () => Promise<boolean>) =>
      locked(async () => {
        try {
          if (ask && !(await ask())) return;
          setBusy(action);
          await work();
        } catch {
          // Shown by the client already; the button becomes usable again.
        } finally {
          setBusy(null);
        }
      }),
    [locked],
  );

  const confirm = useCallback(
    (title: string, content: string) =>
      Dialog.confirm({ title, content, confirmText: t('manage.dialog.yes'), cancelText: t('manage.dialog.no') }),
    [t],
  );

  const refreeze = useCallback(async () => {
    // The amount is said before the wallet freezes anything, as on the confirm page.
    const { amount } = order;
    const yes = await confirm(
      t('place.freeze.title'),
      t('manage.freeze.ask', { frozen: formatMoney(amount.frozen), waived: formatMoney(amount.creditWaived) }),
    );
    if (!yes) return;
    const outcome = await resumeFreeze(orderId);
    if (!outcome) return;
    if (outcome.kind === 'frozen') {
      toast.success(t('manage.freeze.done'));
      onChanged();
    } else if (outcome.kind === 'cancelled') toast.show(t('manage.freeze.stillWaiting'));
    else toast.error(outcome.memo || t('manage.freeze.failed'));
  }, [confirm, onChanged, order, orderId, t]);

  const run = useCallback(
    (action: OrderAction) => {
      const link = actionLink(action, orderId);
      if (link) {
        void navigate(link);
        return;
      }
      switch (action) {
        case 'cancel':
          // The sheet sends the cancel itself, once, and shows its own failures with a retry.
          startCancel();
          return;
        case 'refreeze':
          void exclusive(action, refreeze);
          return;
        case 'confirmChanges': {
          const { changes } = order;
          // The list doesn't carry the changed terms: the renter reads them on the detail first.
          if (!changes) {
            void navigate(withQuery(PATHS.orderDetail, { orderId }));
            return;
          }
          void exclusive(
            action,
            async () => {
              const detail = await confirmChanges(orderId);
              if (!detail) return;
              toast.success(t('manage.changes.done'));
              onChanged(detail);
            },
            () => confirm(t('manage.changes.askTitle'), t('manage.changes.ask')),
          );
          return;
        }
        case 'confirmReceipt':
          void exclusive(
            action,
            async () => {
              const detail = await confirmReceipt(orderId);
              if (!detail) return;
              toast.success(t('manage.receipt.done'));
              onChanged(detail);
            },
            () => confirm(t('manage.receipt.askTitle'), t('manage.receipt.ask', ruleValues())),
          );
          return;
        case 'buyout':
          void exclusive(action, buyout.open);
          return;
        case 'cancelBuyout':
          void exclusive(
            action,
            async () => {
              const detail = await cancelBuyout(orderId);
              if (!detail) return;
              toast.success(t('manage.buyout.withdrawn'));
              onChanged(detail);
            },
            () => confirm(t('manage.buyout.withdrawTitle'), t('manage.buyout.withdrawAsk')),
          );
          return;
        default:
          return;
      }
    },
    [buyout.open, startCancel, confirm, exclusive, navigate, onChanged, order, orderId, refreeze, t],
  );

  return { busy, run, cancel, buyout };
}
