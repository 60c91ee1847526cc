import { BizError } from '../http/envelope';
import type { ApiRoute } from '../http/router';
import { accountState, type ContactRelation, type EmergencyContact } from '../state/account';
import { MOBILE_PATTERN } from '../state/sms';
import { currentUser } from '../http/current-user';

export const CONTACT_RELATIONS: readonly ContactRelation[] = [
  'parent',
  'spouse',
  'child',
  'sibling',
  'relative',
  'friend',
  'colleague',
];
export const MIN_CONTACTS = 2;
export const MAX_CONTACTS = 5;

function readContact(value: unknown, index: number): EmergencyContact {
  const v = (value ?? {}) as Record<string, unknown>;
  const relation = typeof v.relation === 'string' ? v.relation : '';
  const name = typeof v.name === 'string' ? v.name.trim() : '';
  const mobile = typeof v.mobile === 'string' ? v.mobile.trim() : '';
  if (
    !(CONTACT_RELATIONS as readonly string[]).includes(relation) ||
    name.length < 2 ||
    name.length > 20 ||
    !MOBILE_PATTERN.test(mobile)
  )
    throw new BizError(400, 'contactInvalid', { index: index + 1 }, { index, reason: 'invalid' });
  return { relation: relation as ContactRelation, name, mobile };
}

export const CONTACT_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/client/link/detail',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      return { contacts: accountState(ctx.server.store).contacts.get(user.userId) ?? [] };
    },
  },
  {
    method: 'POST',
    path: '/api/client/link/submit',
    auth: true,
    handler: (ctx) => {
      const user = currentUser(ctx);
      const list = ctx.body.contacts;
      if (!Array.isArray(list) || list.length < MIN_CONTACTS)
        throw new BizError(400, 'contactsTooFew', { min: MIN_CONTACTS });
      if (list.length > MAX_CONTACTS) throw new BizError(400, 'badParam', { name: 'contacts' });
      const contacts = list.map(readContact);
      const seen = new Set<string>();
      contacts.forEach((contact, index) => {
        if (contact.mobile === user.mobile)
          throw new BizError(400, 'contactOwnMobile', { index: index + 1 }, { index, reason: 'own' });
        if (seen.has(contact.mobile))
          throw new BizError(400, 'contactDuplicate', { index: index + 1 }, { index, reason: 'duplicate' });
        seen.add(contact.mobile);
      });
      accountState(ctx.server.store).contacts.set(user.userId, contacts);
      return { contacts };
    },
  },
];
