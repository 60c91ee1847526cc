import { useTranslation } from 'react-i18next';
import type { MerchantAddress } from '../api/types';
import { CopyValue } from './copy-value';
import './return.css';

/** Where a returned device goes: who, phone, address, copyable in one tap. */
export function MerchantAddressBlock({ address }: { address: MerchantAddress }) {
  const { t } = useTranslation('orders');
  return (
    <CopyValue value={`${address.name} ${address.phone} ${address.address}`} label={t('manage.return.sendTo')}>
      <span className="ord-return-who">
        <strong>{address.name}</strong> <span className="ord-return-phone">{address.phone}</span>
      </span>
      <span className="ord-return-where">{address.address}</span>
    </CopyValue>
  );
}
