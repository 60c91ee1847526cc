import './antd-provides';
import { DiagnosticsRoot } from './delivery/diagnostics-root';
import { exposePlatformApi } from './delivery/platform-api';
import { resolvePage } from './routing/resolve-page';
import { startShell } from './start-shell';

exposePlatformApi();
void startShell(resolvePage, <DiagnosticsRoot />);
