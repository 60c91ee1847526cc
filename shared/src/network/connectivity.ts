import { atom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { appStore } from '../state/store';

/** What the browser last said about the connection (`online` / `offline` events). */
export const onlineAtom = atom(typeof navigator === 'undefined' || navigator.onLine !== false);

type Listener = () => void;
const reconnected = new Set<Listener>();
const backInView = new Set<Listener>();
let watching = false;
let hiddenSince: number | null = null;

function notify(listeners: Set<Listener>): void {
  for (const listener of [...listeners]) listener();
}

/** One pair of listeners for the whole page, whoever asks first; they live as long as the page. */
function watch(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('offline', () => appStore.set(onlineAtom, false));
  window.addEventListener('online', () => {
    const wasOffline = !appStore.get(onlineAtom);
    appStore.set(onlineAtom, true);
    if (wasOffline) notify(reconnected);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      hiddenSince = Date.now();
      return;
    }
    if (hiddenSince === null) return;
    hiddenSince = null;
    notify(backInView);
  });
}

export function isOnline(): boolean {
  watch();
  return appStore.get(onlineAtom);
}

/** Calls `listener` each time the connection comes back after it was lost. Returns the unsubscribe. */
export function onReconnect(listener: Listener): () => void {
  watch();
  reconnected.add(listener);
  return () => reconnected.delete(listener);
}

/** Calls `listener` each time the page is shown again after it was hidden (back from the wallet). */
export function onBackInView(listener: Listener): () => void {
  watch();
  backInView.add(listener);
  return () => backInView.delete(listener);
}

export function useOnline(): boolean {
  watch();
  return useAtomValue(onlineAtom, { store: appStore });
}

export interface RefreshTriggers {
  /** When the connection comes back (default true). */
  reconnect?: boolean;
  /** When the renter comes back to the page, e.g. from the wallet (for order and payment status). */
  visible?: boolean;
}

/** Runs `refresh` once per reconnect (and, if asked, once per return to the page) while mounted. */
export function useRefreshOn(refresh: () => void, { reconnect = true, visible = false }: RefreshTriggers = {}): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const run = () => latest.current();
    const stops = [reconnect ? onReconnect(run) : null, visible ? onBackInView(run) : null];
    return () => stops.forEach((stop) => stop?.());
  }, [reconnect, visible]);
}
