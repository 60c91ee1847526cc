import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLogout } from './use-logout';

export function LogoutButton() {
  const { t } = useTranslation('account');
  const logout = useLogout();
  return (
    <Button block size="large" className="acc-logout" onClick={() => void logout()}>
      {t('logout.button')}
    </Button>
  );
}
