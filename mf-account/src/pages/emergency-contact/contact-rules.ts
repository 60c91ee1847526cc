import { isMobile, normalizeMobile } from '@rental/shared';
import type { Relation } from '../../api/types';

// The relations are the contract's, declared with its schema; the form takes them with its rules.
export { RELATIONS, type Relation } from '../../api/types';

export const MIN_CONTACTS = 2;
export const MAX_CONTACTS = 5;
export const NAME_MAX = 20;

export interface ContactDraft {
  relation: Relation | '';
  name: string;
  mobile: string;
}

export type ContactError =
  | 'relationRequired'
  | 'nameRequired'
  | 'nameInvalid'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'mobileOwn'
  | 'mobileDuplicate';

export interface ContactErrors {
  relation?: ContactError;
  name?: ContactError;
  mobile?: ContactError;
}

export const emptyContact = (): ContactDraft => ({ relation: '', name: '', mobile: '' });

/**
 * Each contact's problems by field. `ownMobile` is the renter's own number when known (the
 * server checks it too; the profile only carries it masked, e.g. `138****8000`).
 */
export function validateContacts(contacts: readonly ContactDraft[], ownMobile?: string): ContactErrors[] {
  const own = ownMobile ?? '';
  const seen = new Set<string>();
  return contacts.map((contact) => {
    const errors: ContactErrors = {};
    if (!contact.relation) errors.relation = 'relationRequired';
    const name = contact.name.trim();
    if (!name) errors.name = 'nameRequired';
    else if (name.length < 2 || name.length > NAME_MAX || /\d/.test(name)) errors.name = 'nameInvalid';
    const mobile = normalizeMobile(contact.mobile);
    if (!mobile) errors.mobile = 'mobileRequired';
    else if (!isMobile(mobile)) errors.mobile = 'mobileInvalid';
    else if (sameMobile(mobile, own)) errors.mobile = 'mobileOwn';
    else if (seen.has(mobile)) errors.mobile = 'mobileDuplicate';
    if (isMobile(mobile)) seen.add(mobile);
    return errors;
  });
}

/** The renter's own number, when the page knows it in full (a masked one never matches). */
export function sameMobile(mobile: string, own: string): boolean {
  return own !== '' && !own.includes('*') && normalizeMobile(own) === mobile;
}
