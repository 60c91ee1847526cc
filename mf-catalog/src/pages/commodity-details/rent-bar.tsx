import { formatMoney, isLoggedInAtom, Link, useNavigate, loginRoute } from '@rental/shared';
import { Button } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ORDER_ROUTE, SERVICE_ROUTE, withQuery } from '../../lib/app-links';
import type { DetailSelection } from './use-detail-selection';

interface Props {
  goodsId: number;
  state: DetailSelection;
  couponId: number | null;
  onChoose: () => void;
}

/** Customer service and "Rent now"; without a token, to login first, then on to confirming this choice. */
export function RentBar({ goodsId, state, couponId, onChoose }: Props) {
  const { t } = useTranslation('catalog');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const { sku, price } = state;
  const available = Boolean(sku && sku.stock > 0);
  const rent = () => {
    if (!available) {
      onChoose();
      return;
    }
    const order = withQuery(ORDER_ROUTE, { goodsId, ...state.selectionQuery(), couponId: couponId ?? undefined });
    // After login the renter lands on the confirm page of this very choice, not back here.
    if (!loggedIn) {
      void navigate(loginRoute(order), { replace: true });
      return;
    }
    void navigate(order);
  };
  return (
    <div className="cat-rent-bar">
      <Link to={SERVICE_ROUTE} className="cat-rent-bar__service">
        <MessageOutline aria-hidden />
        <span>{t('detail.service')}</span>
      </Link>
      <div className="cat-rent-bar__sum">
        {price && (
          <>
            <span>{t('detail.firstPay')}</span>
            <strong data-testid="first-pay">{formatMoney(price.firstPay)}</strong>
          </>
        )}
      </div>
      <Button color="primary" shape="rounded" className="cat-rent-bar__go" onClick={rent}>
        {available ? t('detail.rentNow') : t('detail.soldOutAll')}
      </Button>
    </div>
  );
}
