import type { User } from '../state/store';

export const SEED_WALLET_USER_ID = '2088000000000001';

export const SEED_USERS: readonly User[] = [
  {
    userId: 10001,
    walletUserId: SEED_WALLET_USER_ID,
    mobile: '13800138000',
    nickName: '林小租',
    avatar: '/static/avatar/default.svg',
    realNameStatus: 'none',
    realName: null,
    couponIds: [9001, 9002],
    channelCode: null,
    createdAt: Date.parse('2026-03-14T10:20:00+08:00'),
  },
];
