import { applyOverridesFromLocation } from './delivery/overrides';
import { getRegistry } from './remotes/registry';
import { noFirstRouteData } from './remotes/route-assets';
import { warmRemoteFor } from './remotes/warm-remote';

// A tester's pin from the link applies before anything is chosen or warmed.
applyOverridesFromLocation();
// The registry, and the first route's remote, download while the shared chunks do, not after.
getRegistry()
  .then((registry) => warmRemoteFor(window.location.hash, registry))
  .catch(noFirstRouteData);
// The first render's code, in the files index.html preloads: this one only starts what the network
// can do before they are in.
import('./bootstrap');
