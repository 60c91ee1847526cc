import { type MyCouponStatus } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface ClaimProps {
  claimed: boolean;
  /** The renter's copy, when they claimed one: a used or expired one says so, not just "claimed". */
  mine?: MyCouponStatus | null;
  soldOut: boolean;
  busy: boolean;
  name: string;
  onClaim: () => void;
}

/** "Claim", or why it can't be: already claimed (and since used or expired), or none left. */
export function ClaimButton({ claimed, mine = null, soldOut, busy, name, onClaim }: ClaimProps) {
  const { t } = useTranslation('catalog');
  const claimedLabel =
    mine === 'used' ? t('coupon.usedLabel') : mine === 'expired' ? t('coupon.expiredLabel') : t('coupon.claimedLabel');
  const label = claimed ? claimedLabel : soldOut ? t('coupon.soldOut') : t('coupon.claim');
  return (
    <Button
      size="mini"
      color="primary"
      shape="rounded"
      fill={claimed || soldOut ? 'outline' : 'solid'}
      disabled={claimed || soldOut}
      loading={busy}
      aria-label={`${label} ${name}`}
      onClick={onClaim}
    >
      {label}
    </Button>
  );
}
