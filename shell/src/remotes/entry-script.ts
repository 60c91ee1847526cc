import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const stamps = new Map<string, string>();
const hashes = new Map<string, string>();

/** The next entry script of this remote is fetched afresh, whatever the browser kept of it. */
export function bustEntryCache(remoteName: string): void {
  stamps.set(remoteName, String(Date.now()));
}

/** The hash deploy recorded for an entry script: the browser runs it only if its bytes match. */
export function expectEntryIntegrity(entryUrl: string, integrity: string | undefined): void {
  if (integrity) hashes.set(entryUrl, integrity);
  else hashes.delete(entryUrl);
}

export const entryIntegrity = (entryUrl: string): string | undefined => hashes.get(entryUrl);

/**
 * The `<script>` the federation runtime inserts for a remote's entry. It carries the recorded
 * integrity (with `crossorigin`, which the browser needs to check it), so altered bytes never run.
 * A retry must not be answered from the browser's memory cache: Chromium hands a failed preload
 * (a 500 during an outage) to the later `<script>` of the same URL, so retried remotes get their
 * entry with a fresh query.
 */
export const entryScript: ModuleFederationRuntimePlugin = {
  name: 'rental-entry-script',
  createScript({ url, attrs, remoteInfo }) {
    const stamp = remoteInfo ? stamps.get(remoteInfo.name) : undefined;
    const integrity = hashes.get(url);
    if (!stamp && !integrity) return undefined;
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attrs ?? {})) {
      if (name === 'async' || name === 'defer') script[name] = Boolean(value);
      else script.setAttribute(name, String(value));
    }
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.src = stamp ? `${url}${url.includes('?') ? '&' : '?'}retry=${stamp}` : url;
    return script;
  },
};
