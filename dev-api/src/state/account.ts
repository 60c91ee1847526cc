import type { IdFrontRead } from '../data/idcard-fixture';
import { randomToken, type Store } from './store';

/** What the account calls (issue 4) keep, per store: a reset store starts without any of it. */
export type IdSide = 'front' | 'back';

export interface UploadedFile {
  fileId: string;
  userId: number;
  /** The fixture card side the upload carries, or null for an image the OCR cannot read. */
  card: IdSide | null;
  /** What OCR read on a photo side (null for any other image): the name and number a submission must repeat. */
  front: IdFrontRead | null;
  size: number;
  uploadedAt: number;
}

export interface IdentityRecord {
  name: string;
  idNumber: string;
  validFrom: string;
  validTo: string;
  frontFileId: string;
  backFileId: string;
  submittedAt: number;
}

export interface FaceSession {
  certifyId: string;
  userId: number;
  /** The card the check was started for: a pass verifies that card, not one submitted after it. */
  name: string;
  idNumber: string;
  reported: string | null;
  createdAt: number;
}

export type ContactRelation = 'parent' | 'spouse' | 'child' | 'sibling' | 'relative' | 'friend' | 'colleague';

export interface EmergencyContact {
  relation: ContactRelation;
  name: string;
  mobile: string;
}

export interface Complaint {
  id: number;
  userId: number;
  type: string;
  content: string;
  contact: string;
  /** Screenshots the renter attached (uploaded files). */
  imageIds: string[];
  createdAt: string;
}

export interface AccountState {
  files: Map<string, UploadedFile>;
  identities: Map<number, IdentityRecord>;
  faces: Map<string, FaceSession>;
  /** Test cards (`POST /__control/idcard`) the next photo-side uploads show, in turn, instead of the fixture. */
  nextFronts: IdFrontRead[];
  contacts: Map<number, EmergencyContact[]>;
  complaints: Complaint[];
}

const states = new WeakMap<Store, AccountState>();

export function accountState(store: Store): AccountState {
  let state = states.get(store);
  if (!state) {
    state = {
      files: new Map(),
      identities: new Map(),
      faces: new Map(),
      nextFronts: [],
      contacts: new Map(),
      complaints: [],
    };
    states.set(store, state);
  }
  return state;
}

export const newFileId = (): string => `f_${randomToken(12)}`;
export const newCertifyId = (): string => `cert_${randomToken(12)}`;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** GB 11643: 18 characters, a real birth date, the right check character. */
export function isIdNumber(value: string): boolean {
  if (!/^[1-9]\d{16}[\dX]$/.test(value)) return false;
  const birth = value.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replace(/-/g, '') !== birth) return false;
  if (Number(birth.slice(0, 4)) < 1900) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * (WEIGHTS[i] ?? 0);
  return CHECK[sum % 11] === value[17];
}

export function maskIdNumber(value: string): string {
  return `${value.slice(0, 3)}***********${value.slice(-4)}`;
}
