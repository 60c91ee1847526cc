import { createRequestKeys, isApiError, toast, useNavigate, userMessage, type ApiError } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useRef, useState } from 'react';
import { useAsk } from './use-ask';
import { useTranslation } from 'react-i18next';
import { getContactCount } from '../../api/get-contact-count';
import { getRealNameStatus } from '../../api/get-real-name-status';
import { placeOrder } from '../../api/place-order';
import type { OrderChoice } from '../../api/place-types';
import { PATHS, withQuery } from '../../lib/app-links';
import { isCouponRefusal } from './coupon-choice';
import { readinessRoute, verificationRefusal } from './readiness';
import { runFreeze, resumeFreeze, type OrderFreezeOutcome } from '../../lib/run-freeze';

/** The key of a placing attempt not ended yet: a reload, or closing the wallet, places with it again. */
const placeKeys = createRequestKeys('orders');

export type PlaceStep = 'idle' | 'checking' | 'placing' | 'freezing';

/** An order placed here whose deposit pre-authorization the renter closed: it waits for a resume. */
export interface WaitingOrder {
  orderId: number;
  orderNo: string;
}

/**
 * Placing, exactly once however often "Submit" is tapped: readiness (real-name, contacts), then
 * `POST /api/order/place` with a request key kept until an order exists (a retry after a lost
 * answer gets the same order back), then the wallet's freeze. The outcome decides the next page.
 */
interface Routes {
  /** This choice, as the failed page's "back" shows it again. */
  back: string;
  /** This choice after the verification detour: ticked, and placing goes on by itself. */
  afterDetour: string;
  /** The coupon was refused meanwhile (used on another order): the page says so and prices again. */
  onCouponRefused: (error: ApiError) => void;
}

export function usePlaceOrder(choice: OrderChoice, routes: Routes) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [step, setStep] = useState<PlaceStep>('idle');
  const [waiting, setWaiting] = useState<WaitingOrder | null>(null);
  const [fault, setFault] = useState<string | null>(null);
  const lock = useSubmitLock();
  // Once the renter is sent on (success or failure), this page places nothing more.
  const done = useRef(false);
  const requestKey = useRef<string | null>(null);
  const authorize = useAsk();

  // One attempt per product, spec, term and services, whatever coupon or address is chosen.
  const scope = [choice.goodsId, choice.skuId, choice.term, choice.serviceIds.join('.')].join(':');
  const endAttempt = () => {
    requestKey.current = null;
    placeKeys.forget(scope);
  };

  const failedRoute = (query: Record<string, string | number | undefined>) =>
    withQuery(PATHS.orderFailed, { ...query, back: routes.back });

  const settle = (order: WaitingOrder, outcome: OrderFreezeOutcome | undefined) => {
    if (!outcome) return;
    if (outcome.kind !== 'cancelled') {
      done.current = true;
      endAttempt();
    }
    if (outcome.kind === 'frozen') {
      void navigate(withQuery(PATHS.orderSuccess, { orderId: order.orderId, orderNo: order.orderNo }), {
        replace: true,
      });
    } else if (outcome.kind === 'cancelled') {
      setWaiting(order);
    } else {
      void navigate(
        failedRoute({ orderId: order.orderId, code: outcome.resultCode, reason: outcome.memo || undefined }),
      );
    }
  };

  const freeze = async (order: WaitingOrder, orderStr?: string) => {
    setStep('freezing');
    // Until the server says how it ended, the order waits: a fault here leaves "resume" at hand.
    setWaiting(order);
    // The renter sees the amount and agrees before the wallet freezes anything.
    if (!(await authorize.ask())) return;
    settle(order, orderStr ? await runFreeze(order.orderId, orderStr) : await resumeFreeze(order.orderId));
  };

  const place = async () => {
    setStep('checking');
    const [status, contacts] = await Promise.all([getRealNameStatus(), getContactCount()]);
    if (status === undefined || contacts === undefined) return;
    const detour = readinessRoute(status, contacts, routes.afterDetour);
    if (detour) {
      void navigate(detour);
      return;
    }
    setStep('placing');
    requestKey.current ??= placeKeys.keyFor(scope);
    let placed;
    try {
      placed = await placeOrder(choice, requestKey.current);
    } catch (error) {
      // Refused for want of verification (whatever the check above saw): the same detour, then back.
      const unverified = verificationRefusal(error);
      const verifyFirst = unverified && readinessRoute(unverified, contacts, routes.afterDetour);
      if (verifyFirst) {
        void navigate(verifyFirst);
        return;
      }
      if (isCouponRefusal(error)) {
        // Nothing was placed: the same attempt goes on once the renter has seen the new price.
        routes.onCouponRefused(error);
        return;
      }
      if (isApiError(error) && error.kind === 'business') {
        done.current = true;
        endAttempt();
        void navigate(failedRoute({ reason: error.msg }));
        return;
      }
      throw error;
    }
    if (!placed) return;
    await freeze({ orderId: placed.orderId, orderNo: placed.orderNo }, placed.freeze.orderStr);
  };

  const submit = () =>
    lock.run(async (keep) => {
      if (done.current) return;
      setFault(null);
      try {
        if (waiting) await freeze(waiting);
        else await place();
      } catch (error) {
        const message = userMessage(error, t('place.submit.fault'));
        setFault(message);
        toast.error(message);
      } finally {
        // Sent on (to the result or the failure page): a tap that lands before it is gone places nothing.
        if (done.current) keep();
        else setStep('idle');
      }
    });

  return { submit, step, waiting, fault, authorize: { open: authorize.open, answer: authorize.answer } };
}
