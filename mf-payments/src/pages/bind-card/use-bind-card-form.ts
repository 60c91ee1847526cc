import { isApiError, normalizeInput, normalizeMobile } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useState } from 'react';
import { bindCard } from '../../api/bind-card';
import type { BankCard } from '../../api/types';
import { saveCard } from '../../api/save-card';
import { sendBindSms } from '../../api/send-bind-sms';
import { cardDigits, groupCardNumber } from '../../lib/card-number';
import {
  cardProblems,
  codeProblem,
  retryAfter,
  serverField,
  type CardField,
  type FieldProblem,
} from '../../lib/card-form-rules';
import { bindCountdownKey, RESEND_SECONDS } from '../../lib/countdown';
import { useResendCountdown } from '../../hooks/use-resend-countdown';

/** A field's message: a local rule (translated by the form) or the server's own words. */
export type FieldMessage = { rule: FieldProblem } | { text: string };
type Errors = Partial<Record<CardField, FieldMessage>>;

const fromRules = (problems: Partial<Record<CardField, FieldProblem>>): Errors =>
  Object.fromEntries(Object.entries(problems).map(([field, rule]) => [field, { rule }]));

/**
 * The add-card form: number (digits grouped by four), holder, reserved mobile, SMS code. The full
 * number lives only in this state, and is wiped the moment the bind succeeds.
 */
export function useBindCardForm(onBound: (card: BankCard) => Promise<void>, verifiedName: string | null = null) {
  const [digits, setDigits] = useState('');
  // A verified renter's own name (masked): the server puts the full one on the card.
  const [holderName, setHolderName] = useState(verifiedName ?? '');
  const [reservedPhone, setReservedPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [binding, setBinding] = useState(false);
  // Sending the code and binding share one lock: never both at once.
  const lock = useSubmitLock();
  const countdown = useResendCountdown(digits.length >= 4 ? bindCountdownKey(digits) : '');

  const setError = (field: CardField, message: FieldMessage | null) =>
    setErrors((prev) => {
      const next: Errors = { ...prev, [field]: message ?? undefined };
      return Object.fromEntries(Object.entries(next).filter(([, m]) => m !== undefined));
    });

  const input = () => ({ digits, holderName: holderName.trim(), reservedPhone: normalizeMobile(reservedPhone) });

  const checkCard = (): boolean => {
    const problems = fromRules(cardProblems(input()));
    setErrors((prev) => (prev.code ? { code: prev.code, ...problems } : problems));
    return Object.keys(problems).length === 0;
  };

  const serverError = (error: unknown, fallback: CardField) => {
    if (!isApiError(error)) return;
    setError(serverField(error.data) ?? fallback, { text: error.msg });
  };

  const sendCode = () =>
    lock.run(async () => {
      if (countdown.seconds > 0 || !checkCard()) return;
      setSending(true);
      const form = input();
      try {
        const holder = verifiedName ? {} : { holderName: form.holderName };
        const saved = await saveCard({ no: form.digits, ...holder, reservedPhone: form.reservedPhone });
        if (!saved) return;
        const sent = await sendBindSms(form.digits);
        if (!sent) return;
        countdown.start(sent.resendIn || RESEND_SECONDS);
        setSentTo(sent.mobileMasked);
        setError('code', null);
      } catch (error) {
        const wait = isApiError(error) ? retryAfter(error.data) : null;
        if (wait) countdown.start(wait);
        serverError(error, wait ? 'code' : 'no');
      } finally {
        setSending(false);
      }
    });

  const clear = () => {
    setDigits('');
    setHolderName(verifiedName ?? '');
    setReservedPhone('');
    setCode('');
    setSentTo(null);
    setErrors({});
  };

  const bind = () =>
    lock.run(async () => {
      const cardOk = checkCard();
      const codeRule = codeProblem(code);
      setError('code', codeRule ? { rule: codeRule } : null);
      if (!cardOk || codeRule) return;
      setBinding(true);
      try {
        const card = await bindCard(digits, normalizeInput(code));
        if (!card) return;
        clear();
        await onBound(card);
      } catch (error) {
        serverError(error, 'code');
      } finally {
        setBinding(false);
      }
    });

  return {
    fields: {
      cardNo: groupCardNumber(digits),
      holderName,
      reservedPhone,
      code,
    },
    change: {
      cardNo: (value: string) => {
        const next = cardDigits(value);
        setDigits(next);
        setSentTo(null);
        setError('no', null);
      },
      holderName: (value: string) => {
        setHolderName(value);
        setError('holderName', null);
      },
      reservedPhone: (value: string) => {
        setReservedPhone(value);
        setError('reservedPhone', null);
      },
      code: (value: string) => {
        setCode(value);
        setError('code', null);
      },
    },
    /** The number is checked when the renter leaves the field, not while they are still typing. */
    checkNumber: () => {
      const rule = cardProblems(input()).no;
      if (rule && rule !== 'cardRequired') setError('no', { rule });
    },
    errors,
    sentTo,
    sending,
    binding,
    seconds: countdown.seconds,
    sendCode,
    bind,
  };
}
