import { BizError } from '../http/envelope';
import type { AddressRecord } from './order-types';
import type { Store, User } from './store';

interface AddressState {
  byUser: Map<number, AddressRecord[]>;
  nextId: number;
}

// Kept beside the store, like the orders: a reset swaps the store, and this state goes with it.
const states = new WeakMap<Store, AddressState>();

function stateOf(store: Store): AddressState {
  let state = states.get(store);
  if (!state) {
    state = { byUser: new Map(), nextId: 3001 };
    states.set(store, state);
  }
  return state;
}

/** A renter's saved addresses; the seeded renter starts with one, so placing works at once. */
export function addressesOf(store: Store, user: User): AddressRecord[] {
  const state = stateOf(store);
  let list = state.byUser.get(user.userId);
  if (!list) {
    list = [];
    if (user.userId === 10001)
      list.push({
        id: state.nextId++,
        receiverName: '林小租',
        receiverPhone: '13800138000',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '粤海街道科技南十二路 2 号 1 栋 1802',
        isDefault: true,
      });
    state.byUser.set(user.userId, list);
  }
  return list;
}

/** Adds or edits an address; one saved as default, or the renter's only one, becomes the sole default. */
export function saveAddress(store: Store, user: User, input: Omit<AddressRecord, 'id'> & { id: number | null }) {
  const list = addressesOf(store, user);
  let record: AddressRecord | undefined;
  if (input.id !== null) {
    record = list.find((a) => a.id === input.id);
    if (!record) throw new BizError(404, 'addressNotFound');
    Object.assign(record, input, { id: record.id });
  } else {
    record = { ...input, id: stateOf(store).nextId++ };
    list.push(record);
  }
  if (record.isDefault || list.length === 1) {
    for (const a of list) a.isDefault = a === record;
  }
  return record;
}
