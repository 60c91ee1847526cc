import { isRecord, type OrderCounts, type RealNameStatus, type UserInfo } from '@rental/shared';

const REAL_NAME_STATUSES: readonly RealNameStatus[] = ['none', 'ocr_done', 'face_pending', 'verified', 'failed'];
const ORDER_COUNT_KEYS: readonly (keyof OrderCounts)[] = [
  'pendingPay',
  'pendingShip',
  'shipped',
  'inRent',
  'returning',
  'toAuthorize',
  'toSign',
  'toPay',
  'pending',
  'renting',
];

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function isOrderCounts(v: unknown): v is OrderCounts {
  return isRecord(v) && ORDER_COUNT_KEYS.every((key) => isCount(v[key]));
}

/** The contract's `ClientInfo`, as `/api/client/info` and `/api/login/submit` answer it. */
export function isClientInfo(v: unknown): v is UserInfo {
  return (
    isRecord(v) &&
    typeof v.userId === 'number' &&
    typeof v.nickName === 'string' &&
    typeof v.avatar === 'string' &&
    typeof v.mobileMasked === 'string' &&
    (REAL_NAME_STATUSES as readonly unknown[]).includes(v.realNameStatus) &&
    (v.realNameMasked === null || typeof v.realNameMasked === 'string') &&
    isCount(v.couponCount) &&
    isOrderCounts(v.orderCounts)
  );
}
