import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LocalStore } from '../store/local-store';
import { tempDir } from '../testing/fake-builds';
import {
  dczBody,
  deltaPath,
  scriptStem,
  writeDeltas,
  zstdCommand,
  zstdCompress,
  ZstdMissingError,
} from './dictionary-deltas';
import { integrityOf, type LocalFile } from './local-files';

const V1 = 'h5/remotes/mf-catalog/1.0.0+a';
const V2 = 'h5/remotes/mf-catalog/1.0.0+b';
/** A script's worth of text both versions share, with a line of their own. */
const script = (own: string) => `${own}\n${'function shared(a){return a.map((x)=>x*2).filter(Boolean)}\n'.repeat(300)}`;
const local = (rel: string, text: string): LocalFile => {
  const body = Buffer.from(text);
  return { rel, body, integrity: integrityOf(body) };
};

async function siteWith(files: Record<string, string>) {
  const store = new LocalStore(tempDir('site-'));
  for (const [key, text] of Object.entries(files))
    await store.write(key, Buffer.from(text), { contentType: 'text/javascript', cacheControl: 'no-cache' });
  return store;
}

describe('which scripts of two versions are the same script', () => {
  it.each([
    ['tab-pages.3e7b7de1.js', 'tab-pages'],
    ['796.160f6773.js', '796'],
    ['__federation_expose_routes.16495ad7.js', '__federation_expose_routes'],
    ['remoteEntry.js', 'remoteEntry'],
  ])('%s is %s', (rel, stem) => expect(scriptStem(rel)).toBe(stem));

  it.each([
    ['tab-pages.3e7b7de1.js.map'],
    ['mf-manifest.json'],
    ['pages/home.12345678.js'],
    ['tab-pages.3e7b7de1.js.br'],
  ])('not %s (no script at the top of the folder)', (rel) => expect(scriptStem(rel)).toBeNull());
});

describe('a delta as the browser takes it (dcz)', () => {
  it('starts with its magic number and the SHA-256 of the dictionary, named by that hash in base64', async () => {
    const dictionary = Buffer.from('the old script');
    const body = await dczBody(dictionary, Buffer.from('the new script'), async () => Buffer.from('frame'));
    const hash = createHash('sha256').update(dictionary).digest();
    expect(body.subarray(0, 8)).toEqual(Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0, 0, 0]));
    expect(body.subarray(8, 40)).toEqual(hash);
    expect(body.subarray(40).toString()).toBe('frame');
    expect(deltaPath('tab-pages.1.js', dictionary)).toBe(
      `tab-pages.1.js.dcz/${hash.toString('base64')}`.replace(/\/\//g, '/'),
    );
  });

  it('is zstd against the old script: zstd gives back the new script from it and that dictionary', async () => {
    const dir = tempDir('dcz-');
    const [old, next] = [Buffer.from(script('let v = 1;')), Buffer.from(script('let v = 2;'))];
    const body = await dczBody(old, next, zstdCompress);
    expect(body.length).toBeLessThan(next.length / 20);
    writeFileSync(path.join(dir, 'dictionary'), old);
    writeFileSync(path.join(dir, 'frame.zst'), body.subarray(40));
    const decoded = execFileSync('zstd', [
      '-d',
      '-q',
      '-c',
      '-D',
      path.join(dir, 'dictionary'),
      path.join(dir, 'frame.zst'),
    ]);
    expect(decoded.equals(next)).toBe(true);
  });
});

describe('the deltas a deploy writes for the renters of the version before', () => {
  it('writes each changed script against its counterpart, where it pays, beside the script', async () => {
    const store = await siteWith({
      [`${V1}/tab-pages.11111111.js`]: script('home, version one'),
      [`${V1}/remoteEntry.js`]: 'var entry = 1;',
      [`${V1}/gone.33333333.js`]: script('only in one'),
    });
    const files = [
      local('tab-pages.22222222.js', script('home, version two')),
      local('remoteEntry.js', 'var entry = 1;'),
      local('new.44444444.js', script('only in two')),
      local('mf-manifest.json', '{}'),
    ];
    const result = await writeDeltas(store, { prefix: V2, files }, { prefix: V1 });
    expect(result.written).toBe(1);
    expect(result.deltaBytes).toBeLessThan(result.wholeBytes / 20);
    const dictionary = readFileSync(path.join(store.root, ...`${V1}/tab-pages.11111111.js`.split('/')));
    const delta = path.join(store.root, ...`${V2}/${deltaPath('tab-pages.22222222.js', dictionary)}`.split('/'));
    expect(existsSync(delta)).toBe(true);
    // The same script, an unmatched one and what is not a script: no delta.
    expect((await store.list(`${V2}/`)).filter((key) => key.includes('.dcz/'))).toHaveLength(1);
  });

  it('writes none where the delta would not save half of the script as sent', async () => {
    const store = await siteWith({ [`${V1}/tab-pages.11111111.js`]: 'console.log(1)' });
    const files = [local('tab-pages.22222222.js', 'console.log(2)')];
    expect(await writeDeltas(store, { prefix: V2, files }, { prefix: V1 })).toMatchObject({ written: 0 });
  });

  it('runs again over what an interrupted run wrote; a missing zstd is its own error (the deploy goes on)', async () => {
    const store = await siteWith({ [`${V1}/tab-pages.11111111.js`]: script('one') });
    const files = [local('tab-pages.22222222.js', script('two'))];
    await writeDeltas(store, { prefix: V2, files }, { prefix: V1 });
    expect(await writeDeltas(store, { prefix: V2, files }, { prefix: V1 })).toMatchObject({ written: 1 });
    const missing = async () => {
      throw new ZstdMissingError('zstd is not installed');
    };
    await expect(writeDeltas(store, { prefix: V2, files }, { prefix: V1 }, missing)).rejects.toThrow(ZstdMissingError);
  });

  it('tells a machine without zstd apart from a failure', async () => {
    const missing = zstdCommand(path.join(tempDir('no-zstd-'), 'zstd'));
    await expect(missing(Buffer.from('a'), Buffer.from('b'))).rejects.toThrow(ZstdMissingError);
  });
});
