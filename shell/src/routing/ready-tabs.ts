import { useSyncExternalStore } from 'react';
import type { TabDef } from './tab-routes';

let ready: readonly TabDef[] = [];
const listeners = new Set<() => void>();

/**
 * A tab page's code, strings and first shared data are in (the idle warm-up brought them): the
 * route host may prepare it out of sight, so the renter's tap only has to show it.
 */
export function markReady(tab: TabDef): void {
  if (ready.includes(tab)) return;
  ready = [...ready, tab];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => ready;

/** The tabs ready so far, in the order they became ready. */
export function useReadyTabs(): readonly TabDef[] {
  return useSyncExternalStore(subscribe, current, current);
}
