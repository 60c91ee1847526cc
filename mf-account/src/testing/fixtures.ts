import type { UserInfo } from '@rental/shared';

export function userFixture(patch: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 10001,
    nickName: '林小租',
    avatar: '/static/avatar/default.svg',
    mobileMasked: '138****8000',
    realNameStatus: 'verified',
    realNameMasked: '*小租',
    couponCount: 2,
    orderCounts: {
      pendingPay: 1,
      pendingShip: 0,
      shipped: 3,
      inRent: 120,
      returning: 0,
      toAuthorize: 0,
      toSign: 2,
      toPay: 1,
      pending: 3,
      renting: 123,
    },
    ...patch,
  };
}

export const questionsFixture = [
  { id: 1, category: '押金与信用', question: '什么是信用免押？', answer: '下单时根据您的信用评估免除部分或全部押金。' },
  { id: 2, category: '押金与信用', question: '剩余押金会扣款吗？', answer: '不会，仅做预授权冻结。' },
  { id: 3, category: '租金与支付', question: '租金怎么收取？', answer: '按月分期支付。' },
];
