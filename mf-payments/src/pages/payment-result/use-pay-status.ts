import { useRefreshOn, inPlaceErrors } from '@rental/shared';
import useRequest from 'ahooks/es/useRequest';
import { useRef, useState } from 'react';
import { getPayStatus } from '../../api/get-pay-status';
import { isSettled, POLL_INTERVAL_MS, POLL_LIMIT } from './trade-outcome';

/**
 * The trade's status, asked again every 2 s while it is open, at most 5 times a visit: a
 * processing payment resolves on the server, and the renter can pull down to ask again later.
 */
export function usePayStatus(tradeNo: string) {
  const [polling, setPolling] = useState(true);
  const polls = useRef(0);
  const request = useRequest(() => getPayStatus(tradeNo), {
    ...inPlaceErrors,
    ready: tradeNo !== '',
    refreshDeps: [tradeNo],
    pollingInterval: polling ? POLL_INTERVAL_MS : 0,
    pollingErrorRetryCount: 2,
    onSuccess: (trade) => {
      polls.current += 1;
      if (trade === undefined || isSettled(trade) || polls.current >= POLL_LIMIT) setPolling(false);
    },
  });
  const refreshAsync = async () => {
    polls.current = 0;
    setPolling(true);
    await request.refreshAsync().catch(() => undefined);
  };
  // Back in the web-view (from the wallet, another app), the outcome is asked for again.
  useRefreshOn(() => void refreshAsync(), { reconnect: false, visible: true });
  return { ...request, polling: polling && !isSettled(request.data), refreshAsync };
}
