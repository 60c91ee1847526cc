import type { SiteOrigins } from '@rental/platform/site';
import { FaultRegistry } from './control/faults';
import { RequestLog } from './control/request-log';
import { Clock } from './state/clock';
import { createStore, type Store } from './state/store';

/** Everything one running server owns; `store` is swapped out on reset. */
export interface ServerContext {
  clock: Clock;
  store: Store;
  faults: FaultRegistry;
  requests: RequestLog;
  control: boolean;
  /** This run's token for `/__control` and `/wallet-sim` (null when they are off). */
  controlToken: string | null;
  siteDir: string | null;
  assetsDir: string;
  origins: SiteOrigins;
}

export function createContext(options: {
  control: boolean;
  controlToken: string | null;
  siteDir: string | null;
  assetsDir: string;
  origins: SiteOrigins;
}): ServerContext {
  return {
    clock: new Clock(),
    store: createStore(),
    faults: new FaultRegistry(),
    requests: new RequestLog(),
    ...options,
  };
}

export function resetContext(context: ServerContext): void {
  context.store = createStore();
  context.faults.clear();
  context.requests.clear();
  context.clock.reset();
}
