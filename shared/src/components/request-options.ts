/** A skeleton only for loads slower than this, so quick ones never flash it. */
export const SKELETON_DELAY_MS = 300;

/**
 * ahooks `useRequest` options for data whose failure the screen shows in place (without an
 * `onError`, ahooks would also log every failure to the console).
 */
export const inPlaceErrors = { onError: () => undefined } as const;

/** The same, for data behind a skeleton: the skeleton waits out `SKELETON_DELAY_MS` first. */
export const inPlaceLoading = { ...inPlaceErrors, loadingDelay: SKELETON_DELAY_MS } as const;

/**
 * An ahooks `useRequest` plugin (its third argument) for a page's first call that may have been
 * fetched ahead (the first page's, a tab's warmed on idle; `ahead` is its `http.peek`): when that
 * answer is in, the first render shows it rather than a skeleton, so a tab prepared out of sight is
 * whole when it shows. The request still goes out on mount and takes that same answer; later ones
 * ask the server. It only seeds the first state: nothing is subscribed while rendering, so a page
 * drawn out of sight and dropped unseen leaves nothing behind.
 */
export function startWithAhead<T>(ahead: () => T | undefined): StartWithAhead<T> {
  const plugin = () => ({});
  return Object.assign(plugin, {
    onInit: () => {
      const data = ahead();
      return data === undefined ? {} : { data };
    },
  });
}

/** The shape of an ahooks `useRequest` plugin that only sets the first state. */
export interface StartWithAhead<T> {
  (): Record<string, never>;
  onInit: () => { data?: T };
}

/** What ahooks' cache options expect back (its `CachedData`), for a request without params. */
interface AheadEntry<T> {
  data: T;
  params: [];
  time: number;
}

/**
 * @deprecated Use `startWithAhead` as a `useRequest` plugin. Kept for remotes built against 1.12, it
 * now gives ahooks no cache key (so no head start): ahooks subscribes a cache key while rendering and
 * only lets go on unmount, so every page drawn out of sight and dropped unseen stayed in memory.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- 1.12's signature, as the public surface records it
export function useStartWithAhead<T>(ahead: () => T | undefined): {
  cacheKey: string;
  getCache: () => AheadEntry<T> | undefined;
  setCache: () => void;
} {
  // Without a cache key ahooks reads neither callback.
  return { cacheKey: '', getCache: () => undefined, setCache: () => undefined };
}
