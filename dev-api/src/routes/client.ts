import { BizError } from '../http/envelope';
import { readParam, requireString } from '../http/params';
import type { ApiRoute } from '../http/router';
import { toClientInfo } from '../state/client-info';
import { MOBILE_PATTERN, verifySmsCode } from '../state/sms';
import { findUser } from '../state/store';
import { currentUser } from '../http/current-user';

export const CLIENT_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/client/info',
    auth: true,
    handler: (ctx) => {
      return toClientInfo(currentUser(ctx), ctx.server.store, ctx.server.clock.now());
    },
  },
  {
    // Change phone number: a code sent to the new number (`/api/login/sendCode`) proves it.
    method: 'POST',
    path: '/api/client/mobile/bind',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const mobile = readParam(ctx, 'mobile')?.trim() ?? '';
      if (!MOBILE_PATTERN.test(mobile)) throw new BizError(400, 'mobileInvalid');
      if (mobile === user.mobile) throw new BizError(400, 'mobileSame');
      if (findUser(ctx.server.store, (other) => other.userId !== user.userId && other.mobile === mobile))
        throw new BizError(409, 'mobileTaken');
      verifySmsCode(ctx.server.store, mobile, requireString(ctx, 'code', 12), ctx.server.clock.now());
      user.mobile = mobile;
      return toClientInfo(user, ctx.server.store, ctx.server.clock.now());
    },
  },
];
