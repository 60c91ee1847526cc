import { safeRedirect, toast, type PageProps, useNavigate } from '@rental/shared';
import { useTranslation } from 'react-i18next';
import { AddressForm, SaveAddressButton } from './address-form';
import { useAddressForm } from './use-address-form';
import { withAddress } from '../../lib/confirm-query';
import '../../components/place.css';

/**
 * Add a delivery address. Opened from the confirm page with `redirect` = that page's route; once
 * saved, the renter goes back there with the new address chosen and the rest of the choice intact.
 */
export default function ShipToAddressPage({ query }: PageProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const address = useAddressForm((saved) => {
    toast.success(t('place.shipTo.saved'));
    if (query.redirect) void navigate(withAddress(safeRedirect(query.redirect), saved.id), { replace: true });
    else void navigate(-1);
  });
  return (
    <div className="ord-page ord-ship-to">
      <AddressForm address={address} />
      <SaveAddressButton address={address} />
    </div>
  );
}
