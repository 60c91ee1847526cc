import { setupApiServer, ok, apiHttp } from '../testing';
import { channelCodeAtom } from '../state/auth-atoms';
import { billStoreAtom, emptyBillStore } from '../state/bill-atoms';
import { appStore } from '../state/store';
import { safeStorage } from '../state/safe-storage';
import { applyBizIdFromQuery, recordChannelFromQuery, splitBizId } from './launch';

const clicks: string[] = [];
setupApiServer(
  apiHttp.get('/api/common/channel/click', ({ request }) => {
    clicks.push(new URL(request.url).searchParams.get('code') ?? '');
    return ok(null);
  }),
);

beforeEach(() => {
  clicks.length = 0;
  localStorage.clear();
  appStore.set(billStoreAtom, emptyBillStore);
  appStore.set(channelCodeAtom, '');
});

describe('bizId', () => {
  it('splits on the comma into bizId and orderId', () => {
    expect(splitBizId('B100,O200')).toEqual({ bizId: 'B100', orderId: 'O200' });
    expect(splitBizId('B100')).toEqual({ bizId: 'B100', orderId: '' });
  });

  it('lands in the bill store', () => {
    applyBizIdFromQuery(new URLSearchParams('bizId=77,88'));
    expect(appStore.get(billStoreAtom)).toMatchObject({ bizId: '77', orderId: '88' });
  });
});

describe('channel code', () => {
  it('is kept and recorded once, not again on reload', async () => {
    await recordChannelFromQuery(new URLSearchParams('code=CH01'));
    await recordChannelFromQuery(new URLSearchParams('code=CH01'));
    expect(clicks).toEqual(['CH01']);
    expect(appStore.get(channelCodeAtom)).toBe('CH01');
    expect(safeStorage.getRaw('channelCode')).toBe('"CH01"');
  });

  it('records a different channel when the user arrives from another one', async () => {
    await recordChannelFromQuery(new URLSearchParams('code=CH01'));
    await recordChannelFromQuery(new URLSearchParams('code=CH02'));
    expect(clicks).toEqual(['CH01', 'CH02']);
  });
});

describe('logout', () => {
  it('forgets the bill store with the session', async () => {
    const { clearSession } = await import('../state/auth-atoms');
    applyBizIdFromQuery(new URLSearchParams('bizId=77,88'));
    clearSession();
    expect(appStore.get(billStoreAtom)).toEqual(emptyBillStore);
  });
});
