import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { getExpressCompanies } from '../api/get-express-companies';
import { getOrderDetail } from '../api/get-order-detail';
import { inPlaceErrors, SKELETON_DELAY_MS } from '../lib/manage-request';

/** What the ship-it-back form needs: the order (its return) and the carriers to choose from. */
export function useShipmentData(orderId: number) {
  const { i18n } = useTranslation();
  return useRequest(
    async () => {
      const [order, companies] = await Promise.all([getOrderDetail(orderId), getExpressCompanies()]);
      if (!order || !companies) throw new Error('no data');
      return { order, companies };
    },
    { ...inPlaceErrors, refreshDeps: [orderId, i18n.language], loadingDelay: SKELETON_DELAY_MS },
  );
}
