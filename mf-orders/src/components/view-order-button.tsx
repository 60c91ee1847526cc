import { useNavigate } from '@rental/shared';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PATHS, withQuery } from '../lib/app-links';

/** A result page's way on to the order it is about; the result page is left out of history. */
export function ViewOrderButton({ orderId, children }: { orderId: number; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      onClick={() => void navigate(withQuery(PATHS.orderDetail, { orderId }), { replace: true })}
    >
      {children}
    </Button>
  );
}
