import { appRoute, toast, type PageProps, useNavigate } from '@rental/shared';
import { parseQueryId } from '@rental/shared/query-id';
import { useTranslation } from 'react-i18next';
import { bindOrderCard } from '../../api/bind-order-card';
import type { BankCard } from '../../api/types';
import { AddCardForm } from './add-card-form';
import { CardList } from './card-list';
import { useCardList } from '../../hooks/use-card-list';
import '../../components/page.css';
import './bind-card.css';

/** My bank cards and a form to add one; with `?orderId=` the new card pays that order's installments. */
export default function BindCardPage({ query }: PageProps) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const cards = useCardList(true);
  const orderId = parseQueryId(query.orderId);
  const redirect = appRoute(query.redirect);

  const onBound = async (card: BankCard) => {
    toast.success(t('form.bound'));
    if (orderId !== undefined) await bindOrderCard(orderId, card.id).catch(() => undefined);
    if (redirect) {
      await navigate(redirect, { replace: true });
      return;
    }
    cards.refresh();
  };

  return (
    <div className="pay-page pay-bind-card">
      <CardList request={cards} onUnbound={cards.refresh} />
      <AddCardForm onBound={onBound} />
    </div>
  );
}
