import { statusOf, userCoupons } from './coupons';
import { orderCounts, type OrderCounts } from './order-counts';
import { maskMobile, maskName, type RealNameStatus, type Store, type User } from './store';

export interface ClientInfo {
  userId: number;
  nickName: string;
  avatar: string;
  mobileMasked: string;
  realNameStatus: RealNameStatus;
  realNameMasked: string | null;
  couponCount: number;
  orderCounts: OrderCounts;
}

/**
 * With the store, `orderCounts` counts the user's real orders and `couponCount` the coupons they can
 * still use (what "my coupons" lists as unused), never the used or expired ones.
 */
export function toClientInfo(user: User, store?: Store, now = Date.now()): ClientInfo {
  return {
    userId: user.userId,
    nickName: user.nickName,
    avatar: user.avatar,
    mobileMasked: maskMobile(user.mobile),
    realNameStatus: user.realNameStatus,
    realNameMasked: maskName(user.realName),
    couponCount: store
      ? userCoupons(store, user, now).filter((c) => statusOf(c, now) === 'unused').length
      : user.couponIds.length,
    orderCounts: orderCounts(store, user.userId),
  };
}
