import { IncompatibleRemoteError } from '../remotes/load-errors';
import { HealthRecords, loadPhase } from './health-records';

describe('where a load failed', () => {
  it.each([
    [new Error('manifest answered HTTP 500'), 'manifest'],
    [new Error('manifest is not JSON'), 'manifest'],
    [new TypeError('Failed to fetch'), 'manifest'],
    [new IncompatibleRemoteError('mf_orders', '2.0.0+b', ['react ^20 is not provided']), 'gate'],
    [new Error('manifest names files on origins not allowed: https://evil.test'), 'gate'],
    [Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' }), 'chunk'],
    [new Error('[ Federation Runtime ]: RUNTIME-008 failed to load script resources'), 'entry'],
    [new Error('the remote exposes no route table'), 'entry'],
    [new TypeError("Cannot read properties of undefined (reading 'routes')"), 'entry'],
  ])('%s is a %s failure', (cause, phase) => {
    expect(loadPhase(cause)).toBe(phase);
  });
});

describe("a session's figures per version", () => {
  it('count pages, failures by phase, render errors and interactions for the version named', () => {
    const records = new HealthRecords();
    records.page('mf_orders', '2.0.0+b');
    records.page('mf_orders', '2.0.0+b');
    records.failure('mf_orders', '3.0.0+c', new Error('manifest answered HTTP 404'));
    records.page('mf_orders', '3.0.0+c');
    records.failure('mf_orders', '3.0.0+c', 'render');
    records.interaction('mf_orders@2.0.0+b', 88.6);
    records.interaction('mf_orders@2.0.0+b', 40.2);
    records.interaction('', 500);
    const [good, bad] = records.list();
    expect(good).toMatchObject({ version: '2.0.0+b', pages: 2, inpMs: 89, renderErrors: 0 });
    expect(bad).toMatchObject({ version: '3.0.0+c', pages: 0, renderErrors: 1 });
    expect(bad?.failed).toEqual({ manifest: 1, entry: 0, chunk: 0, gate: 0 });
    expect(records.list()).toHaveLength(2);
  });

  it('go on from figures kept earlier in the session', () => {
    const first = new HealthRecords();
    first.page('mf_account', '1.0.1+a');
    const again = new HealthRecords(JSON.parse(JSON.stringify(first.list())));
    again.page('mf_account', '1.0.1+a');
    expect(again.list()).toEqual([expect.objectContaining({ pages: 2 })]);
  });
});
