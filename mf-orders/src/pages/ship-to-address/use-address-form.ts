import { isApiError } from '@rental/shared';
import { useRef, useState } from 'react';
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
  const [draft, setDraft] = useState<AddressDraft>(emptyAddress);
  // What the renter has typed so far, ahead of the next render: a blur or a tap on save that comes
  // before React has drawn the last keystroke still checks every character.
  const typed = useRef<AddressDraft>(draft);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  const change = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) => {
    typed.current = { ...typed.current, [key]: value };
    setDraft(typed.current);
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
    setFormError(null);
  };

  const touch = (field: AddressField) => setErrors((e) => ({ ...e, [field]: checkField(field, typed.current) }));

  const save = async () => {
    if (busy.current) return;
    const current = typed.current;
    const found = validateAddress(current);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    busy.current = true;
    setSaving(true);
    try {
      const saved = await saveAddress({ ...toAddressFields(current), isDefault: current.isDefault });
      if (saved) {
        // Saved once: the renter is on the way back, a late tap must not save a copy.
        onSaved(saved);
        return;
      }
    } catch (error) {
      setFormError(isApiError(error) ? error.msg : String(error));
    }
    busy.current = false;
    setSaving(false);
  };

  return { draft, errors, formError, saving, change, touch, save };
}
