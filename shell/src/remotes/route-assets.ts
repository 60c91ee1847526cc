// Runs before the async boundary: no shared modules here.
import { checkRemote, type Candidate } from '@rental/platform/runtime';
import { provides } from '../federation/provides';
import { federationRuntime } from '../federation/runtime';
import { bootScriptsIn } from './boot-scripts';
import { fetchManifest } from './manifest-fetch';
import { foreignOrigins } from './manifest-origins';
import { SHELL_CONTRACT } from './shell-contract';

const manifests = new Map<string, Promise<unknown>>();

/** The manifest the first route's warm-up already fetched, for the gate to judge (once). */
export function takeWarmManifest(url: string): Promise<unknown> | undefined {
  const json = manifests.get(url);
  manifests.delete(url);
  return json;
}

/** The app's own language detection decides later; this only picks which strings to fetch early. */
function guessLanguage(): string {
  const hashQuery = window.location.hash.split('?')[1] ?? '';
  const fromQuery =
    new URLSearchParams(window.location.search).get('lang') ?? new URLSearchParams(hashQuery).get('lang');
  let saved: unknown;
  try {
    saved = JSON.parse(window.localStorage.getItem('lang') ?? 'null');
  } catch {
    saved = null;
  }
  const tag = (fromQuery ?? (typeof saved === 'string' ? saved : null) ?? navigator.language ?? '').toLowerCase();
  if (tag.startsWith('zh')) return /-(tw|hk|mo|hant)/.test(tag) ? 'zh-TW' : 'zh-CN';
  const base = tag.split('-')[0] ?? '';
  return ['en', 'es', 'fr'].includes(base) ? base : 'zh-CN';
}

interface RentalAssets {
  routes?: Record<string, { js?: string[]; shared?: string[]; data?: unknown }>;
  locales?: Record<string, string[]>;
}

/** With the same integrity and CORS mode as the script that will use it, or the browser fetches twice. */
function preloadScript(href: string, integrity: string | undefined): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  if (integrity) {
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
  }
  link.href = href;
  document.head.appendChild(link);
}

const started = new Set<string>();

/**
 * A chunk (named by its content hash, cached for a year) fetched into the HTTP cache, where its
 * script finds it. Not a preload: Chromium hands a failed preload to the script that asks for the
 * same URL later, so one dropped download during a bad deploy would break every retry after it.
 */
function warmChunk(href: string): void {
  // Low: the shell's own boot files, which draw the tab bar, go first on a slow link.
  fetch(href, { priority: 'low' })
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}

/**
 * A chunk of the route being opened, run as it arrives: it only hands its modules to the remote's
 * runtime (which, when the route asks for them, finds them in and asks for nothing), so the entry,
 * the exposed module and the page no longer wait for one another's arrival, one script after
 * another. A script that failed is taken out (the runtime's own loader would otherwise wait on it)
 * and forgotten, and the runtime asks for that file itself.
 */
function runChunk(href: string): void {
  const script = document.createElement('script');
  script.async = true;
  // Low, as a fetch ahead would be: the shell's own boot files, which draw the tab bar, go first.
  script.fetchPriority = 'low';
  script.addEventListener('load', () => script.remove());
  script.addEventListener('error', () => {
    script.remove();
    started.delete(href);
  });
  script.src = href;
  document.head.appendChild(script);
}

/**
 * Each file once: run as it arrives once the page has loaded; before, only fetched, since a script
 * inserted then holds back the page's load event (the wallet's progress bar, and the first route's
 * pictures with it), which fetches do not.
 */
function startChunk(href: string): void {
  // The first route's files are started before its gate and again as it passes: one download each.
  if (started.has(href)) return;
  started.add(href);
  if (document.readyState === 'complete') runChunk(href);
  else warmChunk(href);
}

interface ManifestAssets {
  exposes?: { assets?: { js?: { sync?: string[] } } }[];
  rental?: RentalAssets;
}

/**
 * From what a remote's manifest lists, starts everything a route of it needs at once: its entry,
 * its exposed module, the page's files, its strings in the renter's language and the shell's
 * copies of the components the page uses. Without it they come one round trip after another.
 */
export function preloadRouteAssets(
  manifestJson: unknown,
  manifestUrl: string,
  path: string,
  entryIntegrity: string | undefined,
): void {
  const manifest = (typeof manifestJson === 'object' && manifestJson !== null ? manifestJson : {}) as ManifestAssets;
  const route = manifest.rental?.routes?.[path];
  // The entry is not content-hashed (no-cache) and a retry asks for it afresh (entry-script).
  preloadScript(new URL('remoteEntry.js', manifestUrl).href, entryIntegrity);
  const chunks = [
    ...(manifest.exposes?.[0]?.assets?.js?.sync ?? []),
    ...(route?.js ?? []),
    ...(manifest.rental?.locales?.[guessLanguage()] ?? []),
  ];
  for (const file of chunks) startChunk(new URL(file, manifestUrl).href);
  for (const key of route?.shared ?? []) void provides[key]?.().catch(() => undefined);
}

/** A manifest fetched ahead, kept for the gate; the first fetch of a URL is the one kept. */
function fetchManifestAhead(manifestUrl: string, integrity: string | undefined): Promise<unknown> {
  const known = manifests.get(manifestUrl);
  if (known) return known;
  const json = fetchManifest(manifestUrl, integrity);
  json.catch(() => undefined);
  manifests.set(manifestUrl, json);
  return json;
}

/** The manifest the registry carries for the candidate, or the file fetched ahead. */
const manifestOf = (candidate: Candidate): Promise<unknown> =>
  candidate.manifest
    ? Promise.resolve(candidate.manifest)
    : fetchManifestAhead(candidate.entry, candidate.integrity?.manifest);

/** The files a route's page is built into, as its remote's manifest lists them (none when it does not). */
export const routeFilesIn = (manifest: unknown, path: string): readonly string[] =>
  (manifest as ManifestAssets | null)?.rental?.routes?.[path]?.js ?? [];

/** The GETs a route's page makes first, as its remote's manifest lists them (unchecked data). */
export const routeCallsIn = (manifest: unknown, path: string): unknown =>
  (manifest as ManifestAssets | null)?.rental?.routes?.[path]?.data;

let settleFirstRouteData: (calls: unknown) => void = () => undefined;
const firstData = new Promise<unknown>((resolve) => {
  settleFirstRouteData = resolve;
});

/**
 * The GETs the first route's page makes first, as its remote's manifest lists them (unchecked
 * data; `undefined` when there is no such list or the remote would be refused).
 */
export const firstRouteData = (): Promise<unknown> => firstData;

/** No first route to warm (no registry, or no remote owns the path). */
export const noFirstRouteData = (): void => settleFirstRouteData(undefined);

/**
 * The first route: its manifest is fetched (and, if the gate would pass it, its files preloaded)
 * while the shell's own arrive. Nothing of a remote this shell would refuse is fetched.
 */
export function warmFirstRoute(remote: string, candidate: Candidate, path: string): void {
  const url = candidate.entry;
  manifestOf(candidate)
    .then((manifest) => {
      if (foreignOrigins(manifest, url).length || !checkRemote(manifest, SHELL_CONTRACT, remote).ok) return;
      settleFirstRouteData(routeCallsIn(manifest, path));
      void bootScriptsIn().then(() => {
        // The runtime the remote's entry will need, beside its files.
        federationRuntime().catch(() => undefined);
        preloadRouteAssets(manifest, url, path, candidate.integrity?.entry);
      });
    })
    .catch(() => undefined)
    .finally(noFirstRouteData);
}

/** Another tab's remote: its manifest now (a kilobyte) unless the registry brought it, so opening that tab is one round trip shorter. */
export const warmManifest = (candidate: Candidate): void => void manifestOf(candidate);
