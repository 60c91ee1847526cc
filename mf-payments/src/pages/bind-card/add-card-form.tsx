import { MOBILE_INPUT_MAX_LENGTH, useOnline, userInfoAtom } from '@rental/shared';
import { FormField } from '@rental/shared/form-field';
import { Button, Form, Input } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../api/types';
import { useBindCardForm } from './use-bind-card-form';
import { SmsCodeItem } from '../../components/sms-code-item';
import './add-card-form.css';

/** Number, holder, reserved mobile and its SMS code; problems are said under their field. */
export function AddCardForm({ onBound }: { onBound: (card: BankCard) => Promise<void> }) {
  const { t } = useTranslation('payments');
  const user = useAtomValue(userInfoAtom);
  const verifiedName = user?.realNameStatus === 'verified' ? user.realNameMasked : null;
  const card = useBindCardForm(onBound, verifiedName);
  const online = useOnline();

  return (
    <section className="pay-section pay-add-card">
      <h2 className="pay-section-title">{t('form.title')}</h2>
      <Form
        form={card.form}
        name="pay-card"
        initialValues={card.initial}
        onValuesChange={card.onValuesChange}
        onFinish={() => void card.bind()}
        layout="horizontal"
        footer={
          <>
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              disabled={!online}
              loading={card.binding}
              loadingText={t('form.binding')}
              onClick={() => void card.bind()}
            >
              {t('form.bind')}
            </Button>
            <p className="pay-add-card-safe">
              <LockOutline aria-hidden /> {t('form.safety')}
            </p>
          </>
        }
      >
        {/* Checked as the renter leaves it, not while they are still typing. */}
        <FormField
          name="no"
          label={t('form.cardNo')}
          rules={card.rules.no}
          normalize={card.groupNumber}
          checkOnBlur="filled"
        >
          <Input
            aria-label={t('form.cardNo')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={t('form.cardNoPlaceholder')}
            maxLength={23}
            clearable
          />
        </FormField>
        <FormField
          name="holderName"
          label={t('form.holder')}
          rules={card.rules.holderName}
          description={verifiedName && t('form.holderVerified', { name: verifiedName })}
        >
          <Input
            aria-label={t('form.holder')}
            autoComplete="cc-name"
            placeholder={t('form.holderPlaceholder')}
            maxLength={20}
            clearable={!verifiedName}
            readOnly={verifiedName !== null}
          />
        </FormField>
        <FormField name="reservedPhone" label={t('form.mobile')} rules={card.rules.reservedPhone}>
          <Input
            aria-label={t('form.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder={t('form.mobilePlaceholder')}
            maxLength={MOBILE_INPUT_MAX_LENGTH}
            clearable
          />
        </FormField>
        <SmsCodeItem
          seconds={card.seconds}
          sending={card.sending}
          onSend={() => void card.sendCode()}
          hint={card.sentTo && t('form.sentTo', { mobile: card.sentTo })}
        />
      </Form>
    </section>
  );
}
