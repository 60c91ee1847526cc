import { Form, List, Radio } from 'antd-mobile';
import { BankcardOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { BankCard, CardCheckout } from '../../api/types';
import { AmountHero } from '../../components/amount-hero';
import { AddCardAction, CardOption } from '../../components/card-option';
import { PayBar } from '../../components/pay-bar';
import { SmsCodeItem } from '../../components/sms-code-item';
import { useCardCheckout } from './use-card-checkout';

interface Props {
  data: CardCheckout;
  cards: readonly BankCard[];
  cardId: number | null;
  onPickCard: (id: number) => void;
  onAddCard: () => void;
  orderId: number | undefined;
  /** The card was picked before: show it, without a second choice. */
  fixed: boolean;
}

export function CheckoutView({ data, cards, cardId, onPickCard, onAddCard, orderId, fixed }: Props) {
  const { t } = useTranslation('payments');
  const checkout = useCardCheckout(data.tradeNo, orderId);
  return (
    <>
      <AmountHero label={t('checkout.amount')} amount={data.amount}>
        {t('checkout.tradeNo', { tradeNo: data.tradeNo })}
      </AmountHero>
      <section className="pay-section">
        <h2 className="pay-section-title">{t('checkout.card')}</h2>
        {fixed ? (
          <List>
            {cards.map((card) => (
              <List.Item key={card.id} prefix={<BankcardOutline className="pay-method-icon" aria-hidden />}>
                {t('pay.cardLabel', { bank: card.bankName, last4: card.last4 })}
              </List.Item>
            ))}
          </List>
        ) : (
          <Radio.Group value={cardId} onChange={(v) => typeof v === 'number' && onPickCard(v)}>
            <List>
              {cards.map((card) => (
                <CardOption key={card.id} card={card} value={card.id} onPick={() => onPickCard(card.id)} />
              ))}
              <AddCardAction onClick={onAddCard} />
            </List>
          </Radio.Group>
        )}
      </section>
      <section className="pay-section">
        <Form
          form={checkout.form}
          name="pay-checkout"
          initialValues={{ code: '' }}
          onFinish={() => void checkout.pay()}
          layout="horizontal"
        >
          <SmsCodeItem seconds={checkout.seconds} sending={checkout.sending} onSend={() => void checkout.send()} />
        </Form>
        <p className="pay-hint pay-checkout-sent">
          {t('checkout.sendTo', { mobile: checkout.sentTo ?? data.mobileMasked })}
        </p>
      </section>
      <PayBar
        amount={data.amount}
        paying={checkout.paying}
        onPay={() => void checkout.pay()}
        label={t('checkout.submit')}
      />
    </>
  );
}
