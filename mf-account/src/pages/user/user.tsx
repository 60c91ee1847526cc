import type { PageProps } from '@rental/shared';
import { LogoutButton } from './logout-button';
import { MineEntries } from './mine-entries';
import { OrderShortcuts } from './order-shortcuts';
import { UserHeader } from './user-header';
import { useClientInfo } from '../../hooks/use-client-info';
import { useUnreadCount } from './use-unread-count';
import '../../components/page.css';
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
