/** Tracking-number formats per express company (docs/orders.md, `GET /api/common/express`). */
const FORMATS: Readonly<Record<string, RegExp>> = {
  SF: /^SF\d{13}$/,
  JD: /^JD[A-Z0-9]{13}$/,
  EMS: /^\d{13}$/,
  ZTO: /^\d{12,15}$/,
  YTO: /^YT\d{13}$/,
  STO: /^\d{12,15}$/,
  YD: /^\d{13,15}$/,
};

export type TrackingError = 'company' | 'required' | 'format';

/** What a renter types, as the carrier prints it: no spaces, capital letters. */
export function normalizeTrackingNo(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Why a tracking number can't be sent, or null when it can. A company we have no rule for is left
 * to the server to judge, so a newly added carrier never blocks a renter.
 */
export function checkTrackingNo(companyCode: string | undefined, value: string): TrackingError | null {
  if (!companyCode) return 'company';
  const number = normalizeTrackingNo(value);
  if (number === '') return 'required';
  const format = Object.hasOwn(FORMATS, companyCode) ? FORMATS[companyCode] : undefined;
  if (format) return format.test(number) ? null : 'format';
  return /^[A-Z0-9]{6,30}$/.test(number) ? null : 'format';
}
