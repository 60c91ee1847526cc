import { PageSkeleton, RequestView, type RequestLike } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../api/types';
import { BankCardTile } from './bank-card-tile';

interface Props {
  request: RequestLike<BankCard[] | undefined>;
  /** Each tile offers unbinding; called once a card is unbound. */
  onUnbound?: () => void;
}

/** My cards as tiles, or a line saying there are none yet. */
export function CardList({ request, onUnbound }: Props) {
  const { t } = useTranslation('payments');
  return (
    <section className="pay-cards" aria-label={t('cards.title')}>
      <h2 className="pay-section-title pay-cards-title">{t('cards.title')}</h2>
      <RequestView request={request} skeleton={<PageSkeleton rows={1} />}>
        {(cards) =>
          cards && cards.length > 0 ? (
            <ul className="pay-cards-list">
              {cards.map((card) => (
                <BankCardTile key={card.id} card={card} onUnbound={onUnbound} />
              ))}
            </ul>
          ) : (
            <p className="pay-cards-empty">{t('cards.empty')}</p>
          )
        }
      </RequestView>
    </section>
  );
}
