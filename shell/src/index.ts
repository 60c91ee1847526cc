import { getRegistry } from './remotes/registry';

// The registry is fetched while the shared chunks download, not after them.
getRegistry().catch(() => undefined);
// The async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
