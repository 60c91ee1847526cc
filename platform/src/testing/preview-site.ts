import { deployRemote, loadRemoteBuild } from '../release/deploy-remote';
import { deployShell, loadShellBuild } from '../release/deploy-shell';
import type { SiteStore } from '../store/site-store';
import { fakeRemoteBuild, fakeShellBuild } from './fake-builds';

// The site the preview tests start from, on a folder or in a bucket: the shell, mf-orders 1.0.0+a
// and mf-account 1.0.0+m live; the builds a team then puts in a preview.

const account = (version: string) => fakeRemoteBuild({ version, dir: 'mf-account', routes: ['pages/mine/mine'] });

export async function siteForPreviews(store: SiteStore): Promise<void> {
  await deployShell(store, await loadShellBuild(fakeShellBuild('1.0.0+s1')), { force: false });
  for (const dist of [fakeRemoteBuild({ version: '1.0.0+a' }), account('1.0.0+m')])
    await deployRemote(store, await loadRemoteBuild(dist), { live: true, force: false });
}

/** mf-orders 2.0.0+b and mf-account 2.0.0+n, built and not deployed. */
export const previewBuilds = () => ({ orders2: fakeRemoteBuild({ version: '2.0.0+b' }), account2: account('2.0.0+n') });
