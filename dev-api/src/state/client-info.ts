import { orderCounts } from './orders';
import { maskMobile, maskName, type RealNameStatus, type Store, type User } from './store';

export interface ClientInfo {
  userId: number;
  nickName: string;
  avatar: string;
  mobileMasked: string;
  realNameStatus: RealNameStatus;
  realNameMasked: string | null;
  couponCount: number;
  orderCounts: { pendingPay: number; pendingShip: number; shipped: number; inRent: number; returning: number };
}

/** With the store, `orderCounts` counts the user's real orders. */
export function toClientInfo(user: User, store?: Store): ClientInfo {
  return {
    userId: user.userId,
    nickName: user.nickName,
    avatar: user.avatar,
    mobileMasked: maskMobile(user.mobile),
    realNameStatus: user.realNameStatus,
    realNameMasked: maskName(user.realName),
    couponCount: user.couponIds.length,
    orderCounts: store
      ? orderCounts(store, user.userId)
      : { pendingPay: 0, pendingShip: 0, shipped: 0, inRent: 0, returning: 0 },
  };
}
