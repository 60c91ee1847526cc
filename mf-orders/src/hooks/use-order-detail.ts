import { useRefreshOn, inPlaceLoading, unlessCancelled } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrderDetail } from '../api/get-order-detail';

/**
 * One order's detail, asked again when the order or the language changes. `replace` takes the
 * detail an action answered, so the screen shows the new state without a second call.
 */
export function useOrderDetail(orderId: number) {
  const { i18n } = useTranslation();
  const request = useRequest(
    async () => {
      const detail = await getOrderDetail(orderId);
      if (detail === undefined) throw new Error('no order');
      return detail;
    },
    {
      ...inPlaceLoading,
      refreshDeps: [orderId, i18n.language],
    },
  );
  const { data, loading, error, refresh, refreshAsync: ask, mutate } = request;
  // Superseded by a newer ask (back from the wallet, another order) is not a failure to report.
  const refreshAsync = useCallback(() => unlessCancelled(ask()), [ask]);
  // Back from the wallet or the signing page, the order's status may have moved on.
  useRefreshOn(refresh, { reconnect: false, visible: true });
  return useMemo(
    () => ({ data, loading, error, refresh, refreshAsync, replace: mutate }),
    [data, loading, error, refresh, refreshAsync, mutate],
  );
}
