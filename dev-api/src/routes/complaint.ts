import { BizError } from '../http/envelope';
import type { ApiRoute } from '../http/router';
import { accountState } from '../state/account';
import { currentUser } from '../http/current-user';

export const COMPLAINT_TYPES = ['product', 'order', 'service', 'app', 'other'] as const;
export const COMPLAINT_MIN = 5;
export const COMPLAINT_MAX = 500;
export const COMPLAINT_IMAGES_MAX = 3;

export const COMPLAINT_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/client/complaint/submit',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const { type, content, contact } = ctx.body;
      if (typeof type !== 'string' || !(COMPLAINT_TYPES as readonly string[]).includes(type))
        throw new BizError(400, 'complaintTypeInvalid');
      const text = typeof content === 'string' ? content.trim() : '';
      if ([...text].length < COMPLAINT_MIN || [...text].length > COMPLAINT_MAX)
        throw new BizError(400, 'complaintInvalid', { min: COMPLAINT_MIN, max: COMPLAINT_MAX });
      const reach = typeof contact === 'string' ? contact.trim() : '';
      if (reach.length > 50) throw new BizError(400, 'badParam', { name: 'contact' });
      const state = accountState(ctx.server.store);
      const images = ctx.body.imageIds ?? [];
      // Screenshots are files this renter uploaded (`/api/client/put-file`), at most three.
      const own = (id: unknown) => typeof id === 'string' && state.files.get(id)?.userId === user.userId;
      if (!Array.isArray(images) || images.length > COMPLAINT_IMAGES_MAX || !images.every(own))
        throw new BizError(400, 'badParam', { name: 'imageIds' });
      const id = state.complaints.length + 1;
      state.complaints.push({
        id,
        userId: user.userId,
        type,
        content: text,
        contact: reach,
        imageIds: images as string[],
        createdAt: new Date(ctx.server.clock.now()).toISOString(),
      });
      return { id };
    },
  },
];
