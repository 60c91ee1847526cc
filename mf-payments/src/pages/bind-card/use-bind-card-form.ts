import { isApiError, normalizeInput, normalizeMobile, userMessage } from '@rental/shared';
import { fieldRule } from '@rental/shared/form-field';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindCard } from '../../api/bind-card';
import type { BankCard } from '../../api/types';
import { saveCard } from '../../api/save-card';
import { sendBindSms } from '../../api/send-bind-sms';
import { cardDigits, groupCardNumber } from '../../lib/card-number';
import { cardProblems, retryAfter, serverField, type CardField } from '../../lib/card-form-rules';
import { bindCountdownKey, RESEND_SECONDS } from '../../lib/countdown';
import { useResendCountdown } from '../../hooks/use-resend-countdown';

/** The form's fields, named as `serverField` names what a refusal is about. */
export type CardValues = Record<CardField, string>;

const CARD_FIELDS = ['no', 'holderName', 'reservedPhone'] as const;

const cardInput = (values: CardValues) => ({
  digits: cardDigits(values.no),
  holderName: values.holderName.trim(),
  reservedPhone: normalizeMobile(values.reservedPhone),
});

/**
 * The add-card form: number (digits grouped by four), holder, reserved mobile, SMS code. The full
 * number lives only in the form's store, and is wiped the moment the bind succeeds.
 */
export function useBindCardForm(onBound: (card: BankCard) => Promise<void>, verifiedName: string | null = null) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<CardValues>();
  // A verified renter's own name (masked): the server puts the full one on the card.
  const [initial] = useState<CardValues>(() => ({
    no: '',
    holderName: verifiedName ?? '',
    reservedPhone: '',
    code: '',
  }));
  const digits = cardDigits(Form.useWatch('no', form) ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [binding, setBinding] = useState(false);
  // Sending the code and binding share one lock: never both at once.
  const lock = useSubmitLock();
  const countdown = useResendCountdown(digits.length >= 4 ? bindCountdownKey(digits) : '');

  // Each card field asks the one check of the card.
  const rule = (field: (typeof CARD_FIELDS)[number]) =>
    fieldRule((_value: string, current) => {
      const problem = cardProblems(cardInput(current.getFieldsValue(true) as CardValues))[field];
      return problem && t(`form.errors.${problem}`);
    });

  const serverError = (error: unknown, fallback: CardField) => {
    const field = (isApiError(error) && serverField(error.data)) || fallback;
    form.setFields([{ name: field, errors: [userMessage(error, t('requestFailed', { ns: 'errors' }))] }]);
  };

  const sendCode = () =>
    lock.run(async () => {
      if (countdown.seconds > 0) return;
      // Busy from the tap on, not from after the check: a second tap finds the button loading.
      setSending(true);
      try {
        const values = await form.validateFields([...CARD_FIELDS]).catch(() => null);
        if (!values) return;
        const card = cardInput(values);
        const holder = verifiedName ? {} : { holderName: card.holderName };
        const saved = await saveCard({ no: card.digits, ...holder, reservedPhone: card.reservedPhone });
        if (!saved) return;
        const sent = await sendBindSms(card.digits);
        if (!sent) return;
        countdown.start(sent.resendIn || RESEND_SECONDS);
        setSentTo(sent.mobileMasked);
        form.setFields([{ name: 'code', errors: [] }]);
      } catch (error) {
        const wait = isApiError(error) ? retryAfter(error.data) : null;
        if (wait) countdown.start(wait);
        serverError(error, wait ? 'code' : 'no');
      } finally {
        setSending(false);
      }
    });

  const bind = () =>
    lock.run(async () => {
      setBinding(true);
      try {
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        const card = await bindCard(cardDigits(values.no), normalizeInput(values.code));
        if (!card) return;
        form.resetFields();
        setSentTo(null);
        await onBound(card);
      } catch (error) {
        serverError(error, 'code');
      } finally {
        setBinding(false);
      }
    });

  return {
    form,
    initial,
    rules: { no: [rule('no')], holderName: [rule('holderName')], reservedPhone: [rule('reservedPhone')] },
    /** The number is shown grouped by four as it is typed. */
    groupNumber: (value: string) => groupCardNumber(cardDigits(value)),
    /** A code went to the card it was asked for: another number, and it no longer says where. */
    onValuesChange: (changed: Partial<CardValues>) => {
      if ('no' in changed) setSentTo(null);
    },
    sentTo,
    sending,
    binding,
    seconds: countdown.seconds,
    sendCode,
    bind,
  };
}
