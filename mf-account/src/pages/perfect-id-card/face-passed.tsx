import { Button, Result } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@rental/shared';

/** How long the success stays on screen before the detour goes on by itself. */
export const ONWARD_DELAY_MS = 1500;

/** Passed on the way to an order: the renter sees it worked, then the detour goes on by itself. */
export function Passed({ onward, last }: { onward: string; last: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(onward, { replace: true }), ONWARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, onward]);
  return (
    <section className="acc-card acc-face" role="status">
      <Result
        status="success"
        title={t('realName.facePassed')}
        description={last ? t('realName.goingOnToOrder') : t('realName.goingOnToNext')}
      />
      <Button block color="primary" shape="rounded" onClick={() => void navigate(onward, { replace: true })}>
        {t('realName.continue')}
      </Button>
    </section>
  );
}
