import { http, isRecord } from '@rental/shared';

export type ContractStatus = 'none' | 'signing' | 'signed';

export interface ContractMeta {
  orderId: number;
  orderNo: string;
  contractNo: string | null;
  status: ContractStatus;
  title: string;
  signedAt: string | null;
}

/** Which text the renter read: signing names it, and the server refuses any other. */
export interface ShownContract {
  contractId: string;
  /** sha256 (hex) of exactly the markup served. */
  contentHash: string;
}

export interface ContractHtml extends ShownContract {
  orderId: number;
  contractNo: string | null;
  title: string;
  html: string;
}

const isStatus = (v: unknown): v is ContractStatus => v === 'none' || v === 'signing' || v === 'signed';

const isMeta = (v: unknown): v is ContractMeta =>
  isRecord(v) &&
  typeof v.orderId === 'number' &&
  typeof v.title === 'string' &&
  (v.contractNo === null || typeof v.contractNo === 'string') &&
  isStatus(v.status);

const isHtml = (v: unknown): v is ContractHtml =>
  isRecord(v) && typeof v.html === 'string' && typeof v.contractId === 'string' && typeof v.contentHash === 'string';

const isCreated = (v: unknown): v is { signUrl: string } => isRecord(v) && typeof v.signUrl === 'string';

const isCheck = (v: unknown): v is { signed: boolean } => isRecord(v) && typeof v.signed === 'boolean';

/** The contract's meta for an order. Silent: shown in place with a retry. */
export function getContractMeta(orderId: number, signal?: AbortSignal): Promise<ContractMeta | undefined> {
  return http.get('/api/contract/order', { params: { orderId }, guard: isMeta, silent: true, signal });
}

/** The contract's markup (not yet sanitized). `fixture: 'hostile'` is for tests only. */
export function getContractHtml(orderId: number, fixture?: 'hostile'): Promise<ContractHtml | undefined> {
  const body = fixture ? { orderId, fixture } : { orderId };
  return http.post('/api/order/contract/html', body, { json: true, guard: isHtml, silent: true });
}

/**
 * Starts signing the text the renter was shown: the e-signature provider's page to show. A text
 * changed since, or never shown, is refused (see `contractRefusal`).
 */
export function createContract(
  orderId: number,
  shown: ShownContract,
  lang?: string,
): Promise<{ signUrl: string } | undefined> {
  const params = { orderId, contractId: shown.contractId, contentHash: shown.contentHash };
  return http.get('/api/contract/create', {
    params: lang ? { ...params, lang } : params,
    guard: isCreated,
    silent: true,
  });
}

/** Whether the contract is signed (moves the order on to payment when it is). */
export function checkContract(orderId: number): Promise<{ signed: boolean } | undefined> {
  return http.get('/api/contract/check', { params: { orderId }, guard: isCheck, silent: true });
}

const isOrderStatus = (v: unknown): v is { status: string } => isRecord(v) && typeof v.status === 'string';

/** The order's state code (e.g. PENDING_SIGN), from its detail (form post). */
export function getOrderStatus(orderId: number): Promise<{ status: string } | undefined> {
  return http.post('/api/order/detail', { orderId }, { guard: isOrderStatus, silent: true });
}

/** One of the renter's signed contracts (`GET /api/contract/list`). */
export interface SignedContract extends ContractMeta {
  contractNo: string;
  signedAt: string;
  goods: { name: string; specText: string };
}

const isSigned = (v: unknown): v is SignedContract =>
  isMeta(v) &&
  typeof v.contractNo === 'string' &&
  typeof v.signedAt === 'string' &&
  isRecord((v as { goods?: unknown }).goods);

/** The renter's signed contracts, newest first. Silent: shown in place with a retry. */
export function getMyContracts(): Promise<SignedContract[] | undefined> {
  return http.get('/api/contract/list', {
    guard: (v: unknown): v is SignedContract[] => Array.isArray(v) && v.every(isSigned),
    silent: true,
  });
}
