import { ListAction } from '@rental/shared';
import { List, Radio } from 'antd-mobile';
import { AddCircleOutline, BankcardOutline, PayCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../api/types';
import type { PayMethod } from '../hooks/use-start-payment';
import './pay-method-list.css';

interface Props {
  cards: readonly BankCard[];
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  onAddCard: () => void;
}

const keyOf = (m: PayMethod): string => (m.type === 'wallet' ? 'wallet' : `card:${m.cardId}`);

/** The wallet, each bound card, and a way to add one: exactly one is chosen. */
export function PayMethodList({ cards, value, onChange, onAddCard }: Props) {
  const { t } = useTranslation('payments');
  const choose = (key: string | number | null) => {
    if (key === 'wallet') onChange({ type: 'wallet' });
    const card = cards.find((c) => `card:${c.id}` === key);
    if (card) onChange({ type: 'card', cardId: card.id });
  };
  return (
    <section className="pay-section">
      <h2 className="pay-section-title">{t('pay.method')}</h2>
      <Radio.Group value={keyOf(value)} onChange={choose}>
        <List>
          <List.Item
            prefix={<PayCircleOutline className="pay-method-icon pay-method-wallet" aria-hidden />}
            description={t('pay.walletHint')}
            extra={
              <Radio value="wallet">
                <span className="pay-visually-hidden">{t('pay.wallet')}</span>
              </Radio>
            }
            onClick={() => choose('wallet')}
            arrowIcon={false}
          >
            {t('pay.wallet')}
          </List.Item>
          {cards.map((card) => (
            <List.Item
              key={card.id}
              prefix={<BankcardOutline className="pay-method-icon" aria-hidden />}
              description={t(card.cardType === 'credit' ? 'cards.credit' : 'cards.debit')}
              extra={
                <Radio value={`card:${card.id}`}>
                  <span className="pay-visually-hidden">
                    {t('pay.cardLabel', { bank: card.bankName, last4: card.last4 })}
                  </span>
                </Radio>
              }
              onClick={() => choose(`card:${card.id}`)}
              arrowIcon={false}
            >
              {t('pay.cardLabel', { bank: card.bankName, last4: card.last4 })}
            </List.Item>
          ))}
          <ListAction prefix={<AddCircleOutline className="pay-method-icon" aria-hidden />} onClick={onAddCard}>
            {t('pay.addCard')}
          </ListAction>
        </List>
      </Radio.Group>
    </section>
  );
}
