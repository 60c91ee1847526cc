import {
  ErrorState,
  PageSkeleton,
  RequestView,
  type PageProps,
  useLocation,
  useNavigate,
  inPlaceErrors,
  unlessCancelled,
} from '@rental/shared';
import { parseQueryId } from '@rental/shared/query-id';
import useRequest from 'ahooks/es/useRequest';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCardOrder } from '../../api/create-card-order';
import { BadLink } from '../../components/bad-link';
import { Refreshable } from '../../components/refreshable';
import { useCardList } from '../../hooks/use-card-list';
import { PATHS, withQuery } from '../../lib/app-links';
import { parseTradeNo } from '../../lib/trade-no';
import { CheckoutView } from './checkout-view';
import '../../components/page.css';

/** Paying a trade with a bound card: the card, the amount, the SMS code, pay. */
export default function CheckoutPage({ query }: PageProps) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const tradeNo = parseTradeNo(query.tradeNo);
  const orderId = parseQueryId(query.orderId);
  const cards = useCardList(tradeNo !== undefined);
  const [picked, setPicked] = useState<number | null>(() => parseQueryId(query.cardId) ?? null);
  const cardId = cards.data?.some((c) => c.id === picked) ? picked : (cards.data?.[0]?.id ?? null);
  // The card was chosen on the payment page: it is shown, not asked for a second time.
  const chosenBefore = query.cardId !== undefined && cardId !== null && cardId === parseQueryId(query.cardId);
  const checkout = useRequest(() => createCardOrder(tradeNo ?? '', cardId ?? 0), {
    ...inPlaceErrors,
    ready: tradeNo !== undefined && cardId !== null,
    refreshDeps: [cardId],
  });
  if (tradeNo === undefined) return <BadLink />;

  const addCard = () => void navigate(withQuery(PATHS.bindCard, { orderId, redirect: pathname + search }));
  const refresh = async () => {
    await unlessCancelled(cards.refreshAsync());
    if (cardId !== null) await unlessCancelled(checkout.refreshAsync());
  };

  return (
    <div className="pay-page">
      <Refreshable onRefresh={refresh}>
        <RequestView request={cards} skeleton={<PageSkeleton rows={3} />}>
          {(list) =>
            list && list.length === 0 ? (
              <ErrorState
                status="empty"
                title={t('checkout.noCards')}
                description={t('checkout.noCardsHint')}
                extra={
                  <Button color="primary" shape="rounded" onClick={addCard}>
                    {t('pay.addCard')}
                  </Button>
                }
              />
            ) : (
              <RequestView request={checkout} skeleton={<PageSkeleton rows={3} />}>
                {(data) =>
                  data && (
                    <CheckoutView
                      data={data}
                      cards={chosenBefore ? (list ?? []).filter((c) => c.id === cardId) : (list ?? [])}
                      cardId={cardId}
                      fixed={chosenBefore}
                      onPickCard={setPicked}
                      onAddCard={addCard}
                      orderId={orderId}
                    />
                  )
                }
              </RequestView>
            )
          }
        </RequestView>
      </Refreshable>
    </div>
  );
}
