import { hostname } from 'node:os';
import { tempDir } from '../testing/fake-builds';
import { LocalStore } from './local-store';
import { SITE_LOCK_KEY, withSiteLock } from './site-lock';

const owner = (pid: number, host = hostname(), since = new Date().toISOString()) =>
  Buffer.from(JSON.stringify({ pid, host, since, command: 'prune mf-orders', token: 't' }));
const opts = { contentType: 'application/json', cacheControl: 'no-cache' };

describe('the site lock (held by a prune)', () => {
  it('lets one holder in at a time, and is gone once released', async () => {
    const store = new LocalStore(tempDir('site-lock-'));
    const order: string[] = [];
    const hold = (name: string) =>
      withSiteLock(
        store,
        async () => {
          order.push(`${name} in`);
          await new Promise((resolve) => setTimeout(resolve, 30));
          order.push(`${name} out`);
        },
        { notice: () => undefined },
      );
    await Promise.all([hold('a'), hold('b')]);
    expect(order).toEqual([order[0], order[0]!.replace('in', 'out'), order[2], order[2]!.replace('in', 'out')]);
    expect(await store.read(SITE_LOCK_KEY)).toBeNull();
  });

  it('takes over at once the lock of a process that is gone, and says whose it was', async () => {
    const store = new LocalStore(tempDir('site-lock-'));
    await store.write(SITE_LOCK_KEY, owner(2 ** 22 + 12345), opts);
    const notices: string[] = [];
    expect(await withSiteLock(store, async () => 'ran', { notice: (l) => notices.push(l) })).toBe('ran');
    expect(notices).toEqual([expect.stringMatching(/^took over the site lock of pid 4206649 on .*, which is gone/)]);
  });

  it('waits for a live owner, naming it; another host’s lock only once stale', async () => {
    const store = new LocalStore(tempDir('site-lock-'));
    await store.write(SITE_LOCK_KEY, owner(process.pid, 'another-host'), opts);
    const notices: string[] = [];
    expect(await withSiteLock(store, async () => 'ran', { notice: (l) => notices.push(l), staleMs: 200 })).toBe('ran');
    // First the wait, naming the owner; then, once stale, the take-over.
    expect(notices[0]).toMatch(/^waiting for pid \d+ on another-host \(prune mf-orders/);
    expect(notices[1]).toMatch(/held past 0 s/);
  });
});
