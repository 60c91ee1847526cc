import { inPlaceLoading } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { getExpressCompanies } from '../../api/get-express-companies';
import { getOrderDetail } from '../../api/get-order-detail';

/** What the ship-it-back form needs: the order (its return) and the carriers to choose from. */
export function useShipmentData(orderId: number) {
  const { i18n } = useTranslation();
  return useRequest(
    async () => {
      const [order, companies] = await Promise.all([getOrderDetail(orderId), getExpressCompanies()]);
      if (!order || !companies) throw new Error('no data');
      return { order, companies };
    },
    { ...inPlaceLoading, refreshDeps: [orderId, i18n.language] },
  );
}
