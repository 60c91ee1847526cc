import { ErrorState } from '@rental/shared';
import { parseQueryId } from '@rental/shared/query-id';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactService } from './contact-service';

interface Props {
  /** The link's `orderId`, as it came. */
  rawOrderId: string | undefined;
  /** Room at the bottom for the page's fixed action bar. */
  withBar?: boolean;
  /** `false` for a page that places the way to customer service itself (above its own action bar). */
  contact?: boolean;
  children: (orderId: number) => ReactNode;
}

/**
 * A page about one order: the order the link names, or a plain "this link names no order"; every
 * such page ends with the way to customer service about that order.
 */
export function OrderPage({ rawOrderId, withBar = false, contact = true, children }: Props) {
  const { t } = useTranslation('orders');
  const orderId = parseQueryId(rawOrderId);
  return (
    <div className={withBar ? 'ord-manage-page ord-manage-page-with-bar' : 'ord-manage-page'}>
      {orderId === undefined ? (
        <ErrorState status="empty" title={t('manage.badOrder')} />
      ) : (
        <>
          {children(orderId)}
          {contact && <ContactService orderId={orderId} />}
        </>
      )}
    </div>
  );
}
