import type { User } from '../state/store';
import { BizError } from './envelope';
import type { ApiContext } from './router';

/** Who is calling, when a call may also be made signed out (then `undefined`). */
export function callerOf(ctx: ApiContext): User | undefined {
  return ctx.userId === null ? undefined : ctx.server.store.users.get(ctx.userId);
}

/** Who is calling: a token whose user is gone (a reset) is as good as none. */
export function currentUser(ctx: ApiContext): User {
  const user = callerOf(ctx);
  if (!user) throw new BizError(401, 'tokenInvalid');
  return user;
}
