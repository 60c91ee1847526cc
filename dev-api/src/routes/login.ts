import { BizError } from '../http/envelope';
import { readParam, requireString } from '../http/params';
import type { ApiContext, ApiRoute } from '../http/router';
import { toClientInfo } from '../state/client-info';
import { issueToken, redeemAuthCode, TOKEN_TTL_SECONDS, userForMobile, userForWallet } from '../state/sessions';
import { MOBILE_PATTERN, sendSmsCode, SMS_RESEND_SECONDS, SMS_TTL_SECONDS, verifySmsCode } from '../state/sms';
import type { User } from '../state/store';

function requireMobile(ctx: ApiContext): string {
  const mobile = readParam(ctx, 'mobile')?.trim() ?? '';
  if (!MOBILE_PATTERN.test(mobile)) throw new BizError(400, 'mobileInvalid');
  return mobile;
}

function loginUser(ctx: ApiContext): User {
  const { store, clock } = ctx.server;
  const grantType = readParam(ctx, 'grantType')?.trim() || 'alipay';
  if (grantType === 'alipay') {
    const walletUserId = redeemAuthCode(store, requireString(ctx, 'code', 128), clock.now());
    if (!walletUserId) throw new BizError(400, 'authCodeInvalid');
    return userForWallet(store, walletUserId, clock.now());
  }
  if (grantType === 'sms') {
    const mobile = requireMobile(ctx);
    verifySmsCode(store, mobile, requireString(ctx, 'code', 12), clock.now());
    return userForMobile(store, mobile, clock.now());
  }
  throw new BizError(400, 'grantTypeUnsupported');
}

export const LOGIN_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/login/submit',
    handler: (ctx) => {
      const user = loginUser(ctx);
      const channelCode = readParam(ctx, 'channelCode')?.trim();
      if (channelCode && !user.channelCode) user.channelCode = channelCode.slice(0, 64);
      const accessToken = issueToken(ctx.server.store, user.userId, ctx.server.clock.now());
      return {
        accessToken,
        expiresIn: TOKEN_TTL_SECONDS,
        userInfo: toClientInfo(user, ctx.server.store, ctx.server.clock.now()),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/login/sendCode',
    handler: (ctx) => {
      sendSmsCode(ctx.server.store, requireMobile(ctx), ctx.server.clock.now());
      return { expiresIn: SMS_TTL_SECONDS, resendAfter: SMS_RESEND_SECONDS };
    },
  },
];
