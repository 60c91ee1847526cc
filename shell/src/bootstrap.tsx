import './antd-provides';
import { DiagnosticsRoot } from './delivery/diagnostics-root';
import { exposePlatformApi } from './delivery/platform-api';
import { afterFirstPage } from './routing/after-first-page';
import { resolvePage } from './routing/resolve-page';
import { warmTabs } from './routing/warm-tabs';
import { startShell } from './start-shell';

exposePlatformApi();
afterFirstPage(() => void warmTabs().catch(() => undefined));
void startShell(resolvePage, <DiagnosticsRoot />);
