import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../testing/fake-builds';
import { LocalStore } from './local-store';
import { PreconditionFailedError } from './site-store';

const opts = { contentType: 'application/json', cacheControl: 'no-cache' };
const text = (s: string) => Buffer.from(s);

describe('a site in a folder', () => {
  it('writes whole files and reads them back with an etag that follows the bytes', async () => {
    const store = new LocalStore(tempDir('local-store-'));
    expect(await store.read('h5/remotes.json')).toBeNull();
    await store.write('h5/remotes.json', text('{"a":1}'), opts);
    const first = await store.read('h5/remotes.json');
    await store.write('h5/remotes.json', text('{"a":2}'), opts);
    const second = await store.read('h5/remotes.json');
    expect(second?.body.toString()).toBe('{"a":2}');
    expect(second?.etag).not.toBe(first?.etag);
  });

  it('compare-and-swap refuses a write based on a stale read', async () => {
    const store = new LocalStore(tempDir('local-store-'));
    await store.write('k.json', text('1'), opts);
    const seen = (await store.read('k.json'))!;
    await store.write('k.json', text('2'), { ...opts, ifMatch: seen.etag });
    await expect(store.write('k.json', text('3'), { ...opts, ifMatch: seen.etag })).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    expect(readFileSync(path.join(store.root, 'k.json'), 'utf8')).toBe('2');
  });

  it('create-only refuses an existing key', async () => {
    const store = new LocalStore(tempDir('local-store-'));
    await store.write('a/b.js', text('x'), { ...opts, ifNoneMatch: '*' });
    await expect(store.write('a/b.js', text('y'), { ...opts, ifNoneMatch: '*' })).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
  });

  it('lists every key under a folder, versions with a + included, and nothing outside the site', async () => {
    const store = new LocalStore(tempDir('local-store-'));
    await store.write('h5/remotes/mf-orders/1.0.0+a/remoteEntry.js', text('a'), opts);
    await store.write('h5/remotes/mf-orders/1.0.0+a/x/y.js', text('b'), opts);
    await store.write('h5/remotes/mf-catalog/1.0.0+b/remoteEntry.js', text('c'), opts);
    expect(await store.list('h5/remotes/mf-orders/')).toEqual([
      'h5/remotes/mf-orders/1.0.0+a/remoteEntry.js',
      'h5/remotes/mf-orders/1.0.0+a/x/y.js',
    ]);
    await expect(store.read('../outside')).rejects.toThrow(/outside the site/);
  });
});
