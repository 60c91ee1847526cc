import { userMessage } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAddress } from '../../api/save-address';
import type { Address } from '../../api/types';
import {
  checkField,
  emptyAddress,
  toAddressFields,
  validateAddress,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
} from '../../lib/address-rules';

/**
 * The add-address form: a field is checked when the renter leaves it and all of them on save;
 * a refusal keeps everything typed and says why. Saving is sent once however often it is tapped.
 */
export function useAddressForm(onSaved: (address: Address) => void) {
  const { t } = useTranslation('orders');
  const [draft, setDraft] = useState<AddressDraft>(emptyAddress);
  // What the renter has typed so far, ahead of the next render: a blur or a tap on save that comes
  // before React has drawn the last keystroke still checks every character.
  const typed = useRef<AddressDraft>(draft);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { run, busy: saving } = useSubmitLock();

  const change = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) => {
    typed.current = { ...typed.current, [key]: value };
    setDraft(typed.current);
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
    setFormError(null);
  };

  const touch = (field: AddressField) => setErrors((e) => ({ ...e, [field]: checkField(field, typed.current) }));

  const save = () =>
    run(async (keep) => {
      const current = typed.current;
      const found = validateAddress(current);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      try {
        const saved = await saveAddress({ ...toAddressFields(current), isDefault: current.isDefault });
        if (saved) {
          // Saved once: the renter is on the way back, a late tap must not save a copy.
          keep();
          onSaved(saved);
        }
      } catch (error) {
        setFormError(userMessage(error, t('place.address.saveFailed')));
      }
    });

  return { draft, errors, formError, saving, change, touch, save };
}
