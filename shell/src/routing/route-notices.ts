import { useEffect, useSyncExternalStore } from 'react';

/** A route its team switched off: who, and their words for renters (plain text); or, with `update`, a route whose remote this page must load again to leave a withdrawn version. */
export interface RouteNotice {
  remote: string;
  message: string | null;
  update?: true;
}

export interface RouteNotices {
  /** The notice over a path, or null: the page is served. */
  at(path: string): RouteNotice | null;
  /** A page was opened, or shown again: the source may check that what it knows is recent. */
  shown(path: string): void;
}

// The monolith the bench builds has no registry, so no notices: only the federated shell sets them.
let current: RouteNotices = { at: () => null, shown: () => undefined };
const listeners = new Set<() => void>();

/** What decides which routes are switched off; every page redraws its gate when it changes. */
export function setRouteNotices(next: RouteNotices): void {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => current;

/** The notice over `path`, following every change; opening or showing the page again asks for a recent one. */
export function useRouteNotice(path: string): RouteNotice | null {
  const notices = useSyncExternalStore(subscribe, snapshot, snapshot);
  // Effects run again when a kept tab page is shown again (React's Activity), as on a first visit.
  useEffect(() => current.shown(path), [path]);
  return notices.at(path);
}
