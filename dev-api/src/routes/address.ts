import { currentUser } from '../http/current-user';
import { BizError } from '../http/envelope';
import type { ApiRoute } from '../http/router';
import { addressesOf, saveAddress } from '../state/addresses';
import { intField, parseAddress } from './order-params';

const MAX_ADDRESSES = 20;

export const ADDRESS_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/address/list',
    auth: true,
    handler: (ctx) => addressesOf(ctx.server.store, currentUser(ctx)),
  },
  {
    method: 'POST',
    path: '/api/address/save',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const fields = parseAddress(ctx.body);
      const id = intField(ctx.body.id, 'id', true);
      const rawDefault = ctx.body.isDefault;
      const isDefault = rawDefault === true || rawDefault === 'true' || rawDefault === 1 || rawDefault === '1';
      if (id === null && addressesOf(ctx.server.store, user).length >= MAX_ADDRESSES)
        throw new BizError(400, 'badParam', { name: 'id' });
      return saveAddress(ctx.server.store, user, { ...fields, id, isDefault });
    },
  },
];
