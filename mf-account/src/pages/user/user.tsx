import type { PageProps } from '@rental/shared';
import { LogoutButton } from '../../components/mine/logout-button';
import { MineEntries } from '../../components/mine/mine-entries';
import { OrderShortcuts } from '../../components/mine/order-shortcuts';
import { UserHeader } from '../../components/mine/user-header';
import { useClientInfo } from '../../hooks/use-client-info';
import { useUnreadCount } from '../../hooks/use-unread-count';
import '../page.css';
import './user.css';

export default function UserPage(_props: PageProps) {
  const { loggedIn, user, failed, refresh } = useClientInfo();
  const unread = useUnreadCount();
  return (
    <div className="acc-page acc-mine">
      <UserHeader loggedIn={loggedIn} user={user} failed={failed} onRetry={refresh} />
      <div className="acc-mine-body">
        <OrderShortcuts counts={user?.orderCounts ?? null} />
        <MineEntries couponCount={user?.couponCount ?? null} unread={unread} />
        {loggedIn && <LogoutButton />}
      </div>
    </div>
  );
}
