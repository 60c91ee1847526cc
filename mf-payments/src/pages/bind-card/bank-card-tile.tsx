import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../api/types';
import { bankColor, bankGradient } from './bank-colors';
import { BankMark } from './bank-mark';
import { UnbindCardButton } from './unbind-card-button';
import './bank-card-tile.css';

/**
 * A bound card as a tile in its bank's colour; only the last four digits are ever shown. With
 * `onUnbound` (the renter's own card list) it can be unbound here.
 */
export function BankCardTile({ card, onUnbound }: { card: BankCard; onUnbound?: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <li className="pay-card-tile" style={{ background: bankGradient(card.bankCode, card.color) }}>
      <div className="pay-card-tile-head">
        <BankMark code={card.bankCode} color={bankColor(card.bankCode, card.color)} />
        <div>
          <p className="pay-card-tile-bank">{card.bankName}</p>
          <p className="pay-card-tile-type">{t(card.cardType === 'credit' ? 'cards.credit' : 'cards.debit')}</p>
        </div>
      </div>
      <p className="pay-card-tile-number" aria-label={t('cards.endingIn', { last4: card.last4 })}>
        <span aria-hidden>••••&nbsp;&nbsp;••••&nbsp;&nbsp;••••&nbsp;&nbsp;</span>
        {card.last4}
      </p>
      <div className="pay-card-tile-foot">
        <p className="pay-card-tile-holder">
          {card.holderName} · {card.reservedPhone}
        </p>
        {onUnbound && <UnbindCardButton card={card} onUnbound={onUnbound} />}
      </div>
    </li>
  );
}
