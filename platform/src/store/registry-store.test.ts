import { recordUpload, release } from '../registry/changes';
import { manifestEntry } from '../registry/schema';
import { slowReads } from '../testing/slow-store';
import { tempDir } from '../testing/fake-builds';
import { LocalStore } from './local-store';
import { readRegistry, updateRegistry } from './registry-store';

const REMOTES = ['mf-catalog', 'mf-orders', 'mf-account', 'mf-payments'];

function deployChange(dir: string, version: string) {
  const name = dir.replace(/-/g, '_');
  const at = new Date().toISOString();
  return (doc: Parameters<typeof release>[0]) => {
    const uploaded = recordUpload(
      doc,
      name,
      dir,
      version,
      { entry: manifestEntry(dir, version), routes: [], uploadedAt: at },
      at,
    );
    return release(uploaded.doc, name, version, at);
  };
}

describe('registry writes are compare-and-swap', () => {
  it('four teams deploying at once against a store with 300 ms reads all end up live', async () => {
    const store = slowReads(new LocalStore(tempDir('cas-')), 300);
    const results = await Promise.all(REMOTES.map((dir) => updateRegistry(store, deployChange(dir, '2.0.0+new'))));
    const { doc } = await readRegistry(store);
    for (const dir of REMOTES) expect(doc.remotes[dir.replace(/-/g, '_')]?.live).toBe('2.0.0+new');
    // They really raced: all but one had to re-read the registry and apply their change again.
    expect(results.filter((r) => r.attempts > 1).length).toBeGreaterThanOrEqual(REMOTES.length - 1);
  });

  it('a read-modify-write without the swap would have lost them (the failure it prevents)', async () => {
    const store = slowReads(new LocalStore(tempDir('cas-')), 300);
    const naive = async (dir: string) => {
      const { doc } = await readRegistry(store);
      const next = deployChange(dir, '2.0.0+new')(doc).doc;
      await store.write('h5/remotes.json', Buffer.from(JSON.stringify(next)), {
        contentType: 'application/json',
        cacheControl: 'no-cache',
      });
    };
    await Promise.all(REMOTES.map(naive));
    const { doc } = await readRegistry(store);
    expect(Object.keys(doc.remotes).length).toBeLessThan(REMOTES.length);
  });

  it('the same deploy twice reports it was already live and keeps one history entry', async () => {
    const store = new LocalStore(tempDir('cas-'));
    await updateRegistry(store, deployChange('mf-orders', '1.0.0+a'));
    const again = await updateRegistry(store, deployChange('mf-orders', '1.0.0+a'));
    expect(again.outcome.unchanged).toBe(true);
    const { doc } = await readRegistry(store);
    expect(doc.remotes.mf_orders?.history.map((d) => d.version)).toEqual(['1.0.0+a']);
  });
});
