import { atom } from 'jotai';
import { onSessionCleared } from './auth-atoms';
import { appStore } from './store';

/** The spec's bill store: what a payment round trip through the wallet needs to resume. */
export interface BillStore {
  data: unknown;
  url: string;
  bizId: string;
  orderId: string;
  countShow: boolean;
  fristShow: boolean;
  code: string;
}

export const emptyBillStore: BillStore = {
  data: null,
  url: '',
  bizId: '',
  orderId: '',
  countShow: false,
  fristShow: false,
  code: '',
};

export const billStoreAtom = atom<BillStore>(emptyBillStore);

export function updateBillStore(patch: Partial<BillStore>): void {
  appStore.set(billStoreAtom, { ...appStore.get(billStoreAtom), ...patch });
}

onSessionCleared(() => appStore.set(billStoreAtom, emptyBillStore));
