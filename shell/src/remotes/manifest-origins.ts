// Runs before the async boundary too (the first route's files are preloaded from its manifest).
import { isAllowedOrigin } from '../delivery/allowed-origins';

interface ListedFiles {
  metaData?: { publicPath?: unknown };
  exposes?: { assets?: { js?: { sync?: unknown; async?: unknown } } }[];
  rental?: { routes?: Record<string, { js?: unknown }>; locales?: Record<string, unknown> };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The origins a manifest would have the shell or the runtime fetch from that are not allowed:
 * an absolute public path or file URL elsewhere. A manifest naming any is refused like a broken one.
 */
export function foreignOrigins(manifestJson: unknown, manifestUrl: string): string[] {
  const m = (typeof manifestJson === 'object' && manifestJson !== null ? manifestJson : {}) as ListedFiles;
  const publicPath = m.metaData?.publicPath;
  const files = [
    ...(typeof publicPath === 'string' && publicPath !== 'auto' ? [publicPath] : []),
    ...(m.exposes ?? []).flatMap((e) => [...strings(e.assets?.js?.sync), ...strings(e.assets?.js?.async)]),
    ...Object.values(m.rental?.routes ?? {}).flatMap((r) => strings(r.js)),
    ...Object.values(m.rental?.locales ?? {}).flatMap(strings),
  ];
  const foreign = new Set<string>();
  for (const file of files) {
    let url: URL;
    try {
      url = new URL(file, manifestUrl);
    } catch {
      foreign.add(file);
      continue;
    }
    if (!isAllowedOrigin(url.href)) foreign.add(url.origin);
  }
  return [...foreign];
}
