import { configAtom, type UserInfo, Link, loginRoute } from '@rental/shared';
import { Avatar, Button, Skeleton } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/app-links';
import { RealNameBadge } from './real-name-badge';
import './user-header.css';

interface Props {
  loggedIn: boolean;
  user: UserInfo | null;
  failed: boolean;
  onRetry: () => void;
}

function GuestHeader() {
  const { t } = useTranslation('account');
  const { title } = useAtomValue(configAtom);
  return (
    <div className="acc-header-row">
      <Avatar src="" className="acc-header-avatar" />
      <div className="acc-header-main">
        <div className="acc-header-name acc-header-name--guest">{t('mine.welcome', { title })}</div>
        <div className="acc-header-sub">{t('mine.guestHint')}</div>
        <Link to={loginRoute(PATHS.mine)} className="acc-header-login">
          {t('mine.loginButton')}
        </Link>
      </div>
    </div>
  );
}

function UserRow({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  return (
    <div className="acc-header-row">
      <Avatar src={user.avatar} alt={t('mine.avatarAlt')} className="acc-header-avatar" />
      <div className="acc-header-main">
        <div className="acc-header-name">{user.nickName}</div>
        {user.mobileMasked && <div className="acc-header-sub">{user.mobileMasked}</div>}
        <RealNameBadge status={user.realNameStatus} />
      </div>
    </div>
  );
}

function LoadingRow() {
  return (
    <div className="acc-header-row" aria-busy="true">
      <Skeleton animated className="acc-header-avatar acc-header-avatar--skeleton" />
      <div className="acc-header-main">
        <Skeleton.Title animated className="acc-header-skeleton-line" />
        <Skeleton.Paragraph lineCount={1} animated className="acc-header-skeleton-line" />
      </div>
    </div>
  );
}

function FailedRow({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="acc-header-row" role="alert">
      <Avatar src="" className="acc-header-avatar" />
      <div className="acc-header-main">
        <div className="acc-header-name">{t('mine.loadFailed')}</div>
      </div>
      <Button size="small" shape="rounded" className="acc-header-retry" onClick={onRetry}>
        {t('mine.retry')}
      </Button>
    </div>
  );
}

/** The gradient card on top of mine: who is logged in, or an invitation to log in. */
export function UserHeader({ loggedIn, user, failed, onRetry }: Props) {
  let row = <GuestHeader />;
  if (loggedIn && user) row = <UserRow user={user} />;
  else if (loggedIn) row = failed ? <FailedRow onRetry={onRetry} /> : <LoadingRow />;
  return <header className="acc-header">{row}</header>;
}
