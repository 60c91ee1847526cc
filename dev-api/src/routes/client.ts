import { BizError } from '../http/envelope';
import type { ApiRoute } from '../http/router';
import { toClientInfo } from '../state/client-info';

export const CLIENT_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/client/info',
    auth: true,
    handler: (ctx) => {
      const user = ctx.userId === null ? undefined : ctx.server.store.users.get(ctx.userId);
      if (!user) throw new BizError(401, 'tokenInvalid');
      return toClientInfo(user);
    },
  },
];
