// The same shell and the same pages, found by import instead of by federation: what the split is
// measured against (`npm run bench`). No async boundary: nothing is negotiated at run time.
import { savesData } from '@rental/shared';
import { startShell } from '../../../shell/src/start-shell';
import { resolveStatically, warmTabStatically, warmTabsStatically } from './static-resolver';

void startShell(resolveStatically, {
  warmTab: (tab) => void warmTabStatically(tab),
  warmAhead: savesData() ? undefined : warmTabsStatically,
});
