import {
  getWalletBridge,
  isApiError,
  updateBillStore,
  resultCodeOfError,
  type WalletResultCode,
  useNavigate,
} from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { reportWalletPay } from '../api/report-wallet-pay';
import type { OpenedTrade } from '../api/types';
import { PATHS, withQuery } from '../lib/app-links';
import { tradeKeys } from '../lib/trade-keys';

export type PayMethod = { type: 'wallet' } | { type: 'card'; cardId: number };

/** The wallet's answer; a bridge that throws is never a success (no answer in time: the server decides). */
async function walletPay(tradeNo: string): Promise<WalletResultCode> {
  try {
    return (await getWalletBridge().pay(tradeNo)).resultCode;
  } catch (error) {
    return resultCodeOfError(error);
  }
}

interface Options {
  orderId: number;
  /** What is paid (e.g. `first:12`): one idempotency key per scope until the trade is open. */
  scope: string;
  open: (requestKey: string) => Promise<OpenedTrade | undefined>;
  /** The server refused (already paid, already paying): the page reloads what is payable now. */
  onRefused?: (reason: string) => void;
}

/**
 * One tap on "pay": opens the trade once (a repeated tap while it runs does nothing, a retry
 * after a timeout reuses the same key), then the wallet or the card checkout; the result page
 * shows what the server says.
 */
export function useStartPayment({ orderId, scope, open, onRefused }: Options) {
  const navigate = useNavigate();
  const lock = useSubmitLock();

  /** Hands the trade on; the page is left for the checkout or the result, so the tap stays spent. */
  const continueTrade = async (tradeNo: string, method: PayMethod): Promise<'left'> => {
    if (method.type === 'card') {
      await navigate(withQuery(PATHS.checkout, { tradeNo, cardId: method.cardId, orderId }));
      return 'left';
    }
    const resultRoute = withQuery(PATHS.paymentResult, { tradeNo, orderId });
    // Inside the wallet the page may be reloaded on the way back: the loading page resumes from this.
    updateBillStore({ bizId: tradeNo, orderId: String(orderId), url: resultRoute });
    const code = await walletPay(tradeNo);
    await reportWalletPay(tradeNo, code).catch(() => undefined);
    await navigate(resultRoute, { replace: true });
    return 'left';
  };

  const run = (task: () => Promise<'left' | undefined>) =>
    lock.run(async (keep) => {
      try {
        // A trade handed on is paid or being paid: a tap that lands before the page is gone opens nothing.
        if ((await task()) === 'left') keep();
      } catch (error) {
        // The HTTP client has said what failed; the renter can tap again.
        if (isApiError(error) && error.kind === 'business' && error.code === 409) onRefused?.(error.msg);
      }
    });

  /** Opens a new trade and pays it. */
  const pay = (method: PayMethod) =>
    run(async () => {
      const trade = await open(tradeKeys.keyFor(scope));
      if (!trade) return undefined;
      tradeKeys.forget(scope);
      return continueTrade(trade.tradeNo, method);
    });

  /** Pays a trade that is already open and waiting (the renter came back to it). */
  const resume = (tradeNo: string, method: PayMethod) => run(() => continueTrade(tradeNo, method));

  return { paying: lock.busy, pay, resume };
}
