import { isApiError, inPlaceLoading } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useTranslation } from 'react-i18next';
import { getLogistics } from '../../api/get-logistics';
import type { Logistics, LogisticsType } from '../../api/types';

/** A shipment's tracking, or `notShipped` when the server says there is none yet (409). */
export type LogisticsView = { kind: 'tracked'; logistics: Logistics } | { kind: 'notShipped'; message: string };

export function useLogistics(orderId: number, type: LogisticsType) {
  const { i18n } = useTranslation();
  return useRequest(
    async (): Promise<LogisticsView> => {
      try {
        const logistics = await getLogistics(orderId, type);
        if (!logistics) throw new Error('no logistics');
        return { kind: 'tracked', logistics };
      } catch (error) {
        if (isApiError(error) && error.kind === 'business' && error.code === 409)
          return { kind: 'notShipped', message: error.msg };
        throw error;
      }
    },
    { ...inPlaceLoading, refreshDeps: [orderId, type, i18n.language] },
  );
}
