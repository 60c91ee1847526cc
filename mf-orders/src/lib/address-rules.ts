import { normalizeMobile } from '@rental/shared';
import { isLatinLanguage, regionLine, type RegionStems } from '@rental/shared/region-names';
import type { AddressFields } from '../api/types';

export interface AddressDraft {
  receiverName: string;
  receiverPhone: string;
  /** Province, city, district — all three, or none yet. */
  region: string[];
  detail: string;
  isDefault: boolean;
}

export type AddressField = 'receiverName' | 'receiverPhone' | 'region' | 'detail';
export type AddressError = 'required' | 'tooLong' | 'tooShort' | 'mobile';
export type AddressErrors = Partial<Record<AddressField, AddressError>>;

export const NAME_MAX = 20;
export const DETAIL_MIN = 4;
export const DETAIL_MAX = 100;
/** The same mainland mobile rule the server applies to a receiver's phone. */
const MOBILE = /^1[3-9]\d{9}$/;

export const emptyAddress = (): AddressDraft => ({
  receiverName: '',
  receiverPhone: '',
  region: [],
  detail: '',
  isDefault: false,
});

/** One field's problem, or undefined; the same rules as `POST /api/address/save`. */
export function checkField(field: AddressField, draft: AddressDraft): AddressError | undefined {
  switch (field) {
    case 'receiverName': {
      const name = draft.receiverName.trim();
      if (!name) return 'required';
      return name.length > NAME_MAX ? 'tooLong' : undefined;
    }
    case 'receiverPhone': {
      const phone = normalizeMobile(draft.receiverPhone);
      if (!phone) return 'required';
      return MOBILE.test(phone) ? undefined : 'mobile';
    }
    case 'region':
      return draft.region.length === 3 && draft.region.every((part) => part.trim()) ? undefined : 'required';
    case 'detail': {
      const detail = draft.detail.trim();
      if (!detail) return 'required';
      if (detail.length < DETAIL_MIN) return 'tooShort';
      return detail.length > DETAIL_MAX ? 'tooLong' : undefined;
    }
  }
}

const FIELDS: readonly AddressField[] = ['receiverName', 'receiverPhone', 'region', 'detail'];

export function validateAddress(draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of FIELDS) {
    const error = checkField(field, draft);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The draft as the server takes it (trimmed, the phone in plain digits). */
export function toAddressFields(draft: AddressDraft): AddressFields {
  const [province = '', city = '', district = ''] = draft.region;
  return {
    receiverName: draft.receiverName.trim(),
    receiverPhone: normalizeMobile(draft.receiverPhone),
    province,
    city,
    district,
    detail: draft.detail.trim(),
  };
}

/**
 * One line for cards, in the screen's language: "浙江省 杭州市 西湖区 文三路 100 号"; in en/es/fr the
 * street first, then the regions from the smallest ("文三路 100 号, Xihu District, Hangzhou,
 * Zhejiang"). A municipality's city, which repeats its province, is left out (never "北京市北京市").
 */
export function addressLine(
  a: Pick<AddressFields, 'province' | 'city' | 'district' | 'detail'>,
  language: string,
  stems: RegionStems,
): string {
  const region = regionLine(a, language, stems);
  if (!a.detail) return region;
  return isLatinLanguage(language) ? `${a.detail}, ${region}` : `${region} ${a.detail}`;
}

/** "139****5678": a receiver's phone on a card. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
