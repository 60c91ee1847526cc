import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const stamps = new Map<string, string>();

/** The next entry script of this remote is fetched afresh, whatever the browser kept of it. */
export function bustEntryCache(remoteName: string): void {
  stamps.set(remoteName, String(Date.now()));
}

/**
 * A retry must not be answered from the browser's memory cache: the shell preloads the first
 * route's `remoteEntry.js` (`warm-remote.ts`), and Chromium hands a failed preload (a 500 during
 * an outage) to the later `<script>` of the same URL, so a retry after the outage would fail
 * again without asking the server. Retried remotes get their entry script with a fresh query.
 */
export const entryCacheBuster: ModuleFederationRuntimePlugin = {
  name: 'rental-entry-cache-buster',
  createScript({ url, attrs, remoteInfo }) {
    const stamp = remoteInfo ? stamps.get(remoteInfo.name) : undefined;
    if (!stamp) return undefined;
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attrs ?? {})) {
      if (name === 'async' || name === 'defer') script[name] = Boolean(value);
      else script.setAttribute(name, String(value));
    }
    script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${stamp}`;
    return script;
  },
};
