import { createHash } from 'node:crypto';
import type { Lang } from '../i18n/lang';
import type { OrderRecord } from './order-types';

export type ContractFixture = 'hostile' | null;

/** One contract text as served: what the renter read, so a signature can be bound to it. */
export interface ContractVersion {
  contractId: string;
  contentHash: string;
  lang: Lang;
  fixture: ContractFixture;
}

interface ContractVersions {
  /** Bumped when the lessor issues a new text of this order's contract. */
  revision: number;
  /** Every text served for this order, by its hash. */
  shown: Map<string, ContractVersion>;
  /** The text the signing that is under way was started for. */
  signing: ContractVersion | null;
  /** The document signed, frozen at signing: every later view serves these bytes, whatever happens to the order. */
  signed: SignedDocument | null;
  /** The renter as the signed contract names them: later documents of the order name the same party. */
  lessee: { name: string; mobile: string } | null;
}

/** A signed text: its version and exactly the markup the signature was made for. */
export interface SignedDocument extends ContractVersion {
  html: string;
}

// Kept beside the order record: a reset drops the orders, and their versions with them.
const versions = new WeakMap<OrderRecord, ContractVersions>();

export function contractVersions(order: OrderRecord): ContractVersions {
  let state = versions.get(order);
  if (!state) {
    state = { revision: 1, shown: new Map(), signing: null, signed: null, lessee: null };
    versions.set(order, state);
  }
  return state;
}

/** The contract's id: its number (the order's before review) and the lessor's revision of the text. */
export const contractIdOf = (order: OrderRecord): string =>
  `${order.contract.contractNo ?? order.orderNo}-v${contractVersions(order).revision}`;

/** sha256 of the UTF-8 bytes of exactly the markup served, as lowercase hex. */
export const contentHashOf = (html: string): string => createHash('sha256').update(html, 'utf8').digest('hex');
