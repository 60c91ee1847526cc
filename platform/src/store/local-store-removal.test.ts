import { existsSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/fake-builds';
import { LocalStore } from './local-store';

const opts = { contentType: 'text/javascript', cacheControl: 'no-cache' };

describe('a folder site: sizes and removal (for prune)', () => {
  it('lists every key under a folder with its size in bytes', async () => {
    const store = new LocalStore(tempDir('local-store-'));
    await store.write('h5/remotes/mf-orders/1.0.0+a/remoteEntry.js', Buffer.from('abc'), opts);
    await store.write('h5/remotes/mf-orders/1.0.0+a/x/y.js', Buffer.alloc(1500), opts);
    await store.write('h5/remotes/mf-orders-old/1.0.0+a/z.js', Buffer.from('z'), opts);
    expect(await store.listSized('h5/remotes/mf-orders/')).toEqual([
      { key: 'h5/remotes/mf-orders/1.0.0+a/remoteEntry.js', size: 3 },
      { key: 'h5/remotes/mf-orders/1.0.0+a/x/y.js', size: 1500 },
    ]);
  });

  it('removes a key and the folders it leaves empty, never the site itself; a key already gone is fine', async () => {
    const root = tempDir('local-store-');
    const store = new LocalStore(root);
    await store.write('h5/remotes/mf-orders/1.0.0+a/x/y.js', Buffer.from('y'), opts);
    await store.write('h5/remotes/mf-orders/1.0.0+b/y.js', Buffer.from('y'), opts);
    await store.remove('h5/remotes/mf-orders/1.0.0+a/x/y.js');
    expect(existsSync(path.join(root, 'h5/remotes/mf-orders/1.0.0+a'))).toBe(false);
    expect(existsSync(path.join(root, 'h5/remotes/mf-orders/1.0.0+b/y.js'))).toBe(true);
    await store.remove('h5/remotes/mf-orders/1.0.0+b/y.js');
    expect(existsSync(path.join(root, 'h5'))).toBe(false);
    expect(existsSync(root)).toBe(true);
    await expect(store.remove('h5/remotes/mf-orders/1.0.0+b/y.js')).resolves.toBeUndefined();
    await expect(store.remove('../outside')).rejects.toThrow(/outside the site/);
  });
});
