import { ListAction } from '@rental/shared';
import { List, Radio } from 'antd-mobile';
import { AddCircleOutline, BankcardOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../api/types';
import './pay-method-list.css';

interface Props {
  card: BankCard;
  /** The card's value in the radio group around it. */
  value: string | number;
  onPick: () => void;
  description?: ReactNode;
}

/** A bound card as one choice of a radio group: the whole row picks it, the radio is named by it. */
export function CardOption({ card, value, onPick, description }: Props) {
  const { t } = useTranslation('payments');
  const label = t('pay.cardLabel', { bank: card.bankName, last4: card.last4 });
  return (
    <List.Item
      prefix={<BankcardOutline className="pay-method-icon" aria-hidden />}
      description={description}
      extra={
        <Radio value={value}>
          <span className="rental-sr-only">{label}</span>
        </Radio>
      }
      onClick={onPick}
      arrowIcon={false}
    >
      {label}
    </List.Item>
  );
}

/** The last row of a card choice: bind another card. */
export function AddCardAction({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <ListAction prefix={<AddCircleOutline className="pay-method-icon" aria-hidden />} onClick={onClick}>
      {t('pay.addCard')}
    </ListAction>
  );
}
