import { checkWire, isApiError } from '@rental/shared';
import { ContractRefusalSchema, type ShownContract } from '../api/contract-types';

/** Why the contract page is shown again: its text changed since it was read, or it was never read. */
export type ContractNotice = 'changed' | 'unread';

const NOTICES = { contractChanged: 'changed', contractNotShown: 'unread' } as const;

/** The server's refusal to sign a text other than the current one, as the notice to show; null otherwise. */
export function contractRefusal(error: unknown): ContractNotice | null {
  if (!isApiError(error) || error.kind !== 'business' || error.code !== 409) return null;
  const refusal = checkWire(ContractRefusalSchema, error.data);
  return refusal.ok ? NOTICES[refusal.value.reason] : null;
}

export const isContractNotice = (value: string | undefined): value is ContractNotice =>
  value === 'changed' || value === 'unread';

/** The shown text's id and hash from the sign page's query, or undefined when either is missing. */
export function shownFromQuery(query: Record<string, string | undefined>): ShownContract | undefined {
  const { contractId, contentHash } = query;
  return contractId && contentHash && /^[0-9a-f]{64}$/.test(contentHash) ? { contractId, contentHash } : undefined;
}
