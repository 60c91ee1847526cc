import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/types';
import { addressLine, maskPhone } from '../../lib/address-rules';
import { useRegionStems } from '../../lib/region-names';

/** Where the device is delivered; the phone masked, as on every other screen. */
export function AddressSection({ address }: { address: OrderDetail['address'] }) {
  const { t, i18n } = useTranslation('orders');
  const stems = useRegionStems(i18n.language);
  return (
    <section className="ord-section ord-detail-address" aria-label={t('manage.detail.address')}>
      <h2 className="ord-section-title">{t('manage.detail.address')}</h2>
      <p className="ord-detail-address-who">
        <strong>{address.receiverName}</strong> <span>{maskPhone(address.receiverPhone)}</span>
      </p>
      <p className="ord-detail-address-where">{addressLine(address, i18n.language, stems)}</p>
    </section>
  );
}
