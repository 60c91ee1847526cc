import { savesData } from '@rental/shared';
import { DiagnosticsLater } from './delivery/diagnostics-later';
import { followKillSwitches } from './delivery/kill-switch';
import { exposePlatformApi } from './delivery/platform-api';
import { prefetchFirstRouteData } from './remotes/first-route-data';
import { resolvePage } from './routing/resolve-page';
import { warmLoadedTabs, warmTab, warmTabs } from './routing/warm-tabs';
import { startShell } from './start-shell';

exposePlatformApi();
followKillSwitches();
void startShell(resolvePage, {
  // The other tabs' pages, so a tab switch finds them loaded; not on a connection saving data.
  warmAhead: savesData() ? undefined : warmTabs,
  warmNear: savesData() ? undefined : warmLoadedTabs,
  extras: <DiagnosticsLater />,
  // The first page's data: it need not wait for the remote's code.
  onLanguageReady: prefetchFirstRouteData,
  warmTab: (tab) => void warmTab(tab),
});
