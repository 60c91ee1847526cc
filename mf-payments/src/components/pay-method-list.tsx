import { List, Radio } from 'antd-mobile';
import { PayCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../api/types';
import type { PayMethod } from '../hooks/use-start-payment';
import { AddCardAction, CardOption } from './card-option';
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
                <span className="rental-sr-only">{t('pay.wallet')}</span>
              </Radio>
            }
            onClick={() => choose('wallet')}
            arrowIcon={false}
          >
            {t('pay.wallet')}
          </List.Item>
          {cards.map((card) => (
            <CardOption
              key={card.id}
              card={card}
              value={`card:${card.id}`}
              onPick={() => choose(`card:${card.id}`)}
              description={t(card.cardType === 'credit' ? 'cards.credit' : 'cards.debit')}
            />
          ))}
          <AddCardAction onClick={onAddCard} />
        </List>
      </Radio.Group>
    </section>
  );
}
