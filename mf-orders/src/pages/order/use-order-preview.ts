import { useLatest } from 'ahooks';
import useRequest from 'ahooks/es/useRequest';
import { previewOrder } from '../../api/preview-order';
import type { OrderChoice } from '../../api/place-types';

/**
 * The server's price of the current choice, asked again whenever the address or coupon changes
 * (ahooks drops an older answer that arrives after a newer call started).
 */
export function useOrderPreview(choice: OrderChoice, ready: boolean, onError?: (error: Error) => void) {
  const latest = useLatest(onError);
  return useRequest(() => previewOrder(choice), {
    ready,
    refreshDeps: [JSON.stringify(choice)],
    onError: (error) => latest.current?.(error),
  });
}
