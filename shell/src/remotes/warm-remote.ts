// Runs before the async boundary: only type imports from shared modules.
import type { RegistryDoc } from '@rental/platform/runtime';
import { findOwner, normalizePath } from './route-owner';

function preload(href: string, as: 'fetch' | 'script'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/**
 * Starts downloading the manifest and entry of the version this device will run of the remote
 * that owns the first route, while the shell's own chunks are still arriving; the loader then
 * finds them in the cache. Every remote is built by the same factory, so its entry is
 * `remoteEntry.js` beside its manifest.
 */
export function warmRemoteFor(hash: string, registry: RegistryDoc): void {
  const path = normalizePath(hash.replace(/^#/, '').split('?')[0] ?? '');
  const owner = findOwner(registry, path);
  const first = owner.kind === 'registered' ? owner.choice.candidates[0] : undefined;
  if (!first) return;
  preload(first.entry, 'fetch');
  preload(new URL('remoteEntry.js', first.entry).href, 'script');
}
