// The same shell and the same pages, found by import instead of by federation: what the split is
// measured against (`npm run bench`). No async boundary: nothing is negotiated at run time.
import { startShell } from '../../../shell/src/start-shell';
import { afterFirstPage } from '../../../shell/src/routing/after-first-page';
import { resolveStatically, warmTabsStatically } from './static-resolver';

afterFirstPage(() => void warmTabsStatically());
void startShell(resolveStatically);
