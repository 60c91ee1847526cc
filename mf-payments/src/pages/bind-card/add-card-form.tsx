import { MOBILE_INPUT_MAX_LENGTH, useOnline, userInfoAtom } from '@rental/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../api/types';
import { useBindCardForm, type FieldMessage } from './use-bind-card-form';
import type { CardField } from '../../lib/card-form-rules';
import { SmsCodeItem } from '../../components/sms-code-item';
import './add-card-form.css';

/** Number, holder, reserved mobile and its SMS code; problems are said under their field. */
export function AddCardForm({ onBound }: { onBound: (card: BankCard) => Promise<void> }) {
  const { t } = useTranslation('payments');
  const user = useAtomValue(userInfoAtom);
  const verifiedName = user?.realNameStatus === 'verified' ? user.realNameMasked : null;
  const form = useBindCardForm(onBound, verifiedName);
  const online = useOnline();
  const message = (m: FieldMessage | undefined) => (!m ? null : 'text' in m ? m.text : t(`form.errors.${m.rule}`));

  const fieldError = (field: CardField) => {
    const text = message(form.errors[field]);
    return text ? (
      <p id={`pay-card-${field}-error`} role="alert" className="pay-field-error">
        {text}
      </p>
    ) : null;
  };
  const described = (field: CardField) => ({
    'aria-invalid': form.errors[field] !== undefined,
    'aria-describedby': form.errors[field] ? `pay-card-${field}-error` : undefined,
  });

  return (
    <section className="pay-section pay-add-card">
      <h2 className="pay-section-title">{t('form.title')}</h2>
      <Form
        layout="horizontal"
        footer={
          <>
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              disabled={!online}
              loading={form.binding}
              loadingText={t('form.binding')}
              onClick={() => void form.bind()}
            >
              {t('form.bind')}
            </Button>
            <p className="pay-add-card-safe">
              <LockOutline aria-hidden /> {t('form.safety')}
            </p>
          </>
        }
      >
        <Form.Item label={t('form.cardNo')}>
          <Input
            aria-label={t('form.cardNo')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={t('form.cardNoPlaceholder')}
            maxLength={23}
            clearable
            value={form.fields.cardNo}
            onChange={form.change.cardNo}
            onBlur={form.checkNumber}
            {...described('no')}
          />
        </Form.Item>
        {fieldError('no')}
        <Form.Item label={t('form.holder')}>
          <Input
            aria-label={t('form.holder')}
            autoComplete="cc-name"
            placeholder={t('form.holderPlaceholder')}
            maxLength={20}
            clearable={!verifiedName}
            readOnly={verifiedName !== null}
            value={form.fields.holderName}
            onChange={form.change.holderName}
            {...described('holderName')}
          />
        </Form.Item>
        {fieldError('holderName')}
        {verifiedName && (
          <p className="pay-hint pay-add-card-sent">{t('form.holderVerified', { name: verifiedName })}</p>
        )}
        <Form.Item label={t('form.mobile')}>
          <Input
            aria-label={t('form.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder={t('form.mobilePlaceholder')}
            maxLength={MOBILE_INPUT_MAX_LENGTH}
            clearable
            value={form.fields.reservedPhone}
            onChange={form.change.reservedPhone}
            {...described('reservedPhone')}
          />
        </Form.Item>
        {fieldError('reservedPhone')}
        <SmsCodeItem
          value={form.fields.code}
          onChange={form.change.code}
          seconds={form.seconds}
          sending={form.sending}
          onSend={() => void form.sendCode()}
          errorId={form.errors.code ? 'pay-card-code-error' : undefined}
        />
        {form.sentTo && !form.errors.code && (
          <p className="pay-hint pay-add-card-sent">{t('form.sentTo', { mobile: form.sentTo })}</p>
        )}
        {fieldError('code')}
      </Form>
    </section>
  );
}
