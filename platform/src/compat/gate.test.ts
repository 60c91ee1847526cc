import { manifestJson } from '../testing/fake-builds';
import { checkRemote, describeProblems } from './gate';
import type { ShellContract } from './shell-contract';

const shell: ShellContract = {
  name: 'shell',
  version: '1.0.0+s',
  shared: { react: '19.3.1', 'react-dom': '19.3.1', '@rental/shared': '1.1.0' },
};
const manifest = (requires: Record<string, string>, exposes?: string[]) =>
  JSON.parse(manifestJson('mf_orders', requires, exposes)) as unknown;

describe('the compatibility gate', () => {
  it('passes a remote whose every shared range the shell satisfies', () => {
    expect(checkRemote(manifest({ react: '^19.0.0', '@rental/shared': '^1.0.0' }), shell, 'mf_orders')).toEqual({
      ok: true,
      problems: [],
    });
  });

  it('refuses another React major, naming the package, the range and the version provided', () => {
    const verdict = checkRemote(manifest({ react: '^20.0.0', '@rental/shared': '^1.0.0' }), shell, 'mf_orders');
    expect(verdict.ok).toBe(false);
    expect(describeProblems(verdict.problems)).toEqual(['it requires react ^20.0.0; the shell provides react 19.3.1']);
  });

  it('refuses a remote built against a newer shared library than the shell has', () => {
    const verdict = checkRemote(manifest({ '@rental/shared': '^1.2.0' }), shell);
    expect(describeProblems(verdict.problems)).toEqual([
      'it requires @rental/shared ^1.2.0; the shell provides @rental/shared 1.1.0',
    ]);
  });

  it('refuses a singleton the shell does not provide: it would load a second copy', () => {
    const verdict = checkRemote(manifest({ jotai: '^2.0.0' }), shell);
    expect(describeProblems(verdict.problems)).toEqual(['it requires jotai ^2.0.0; the shell does not provide jotai']);
  });

  it('refuses what is not a manifest, one without ./routes, and one of another remote', () => {
    expect(checkRemote('<html>', shell).problems).toEqual([{ kind: 'notAManifest' }]);
    expect(describeProblems(checkRemote(manifest({}, ['./other']), shell).problems)).toEqual([
      'it does not expose ./routes',
    ]);
    expect(describeProblems(checkRemote(manifest({}), shell, 'mf_account').problems)).toEqual([
      'its manifest names remote mf_orders, not mf_account',
    ]);
  });
});
