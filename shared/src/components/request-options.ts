import { useId } from 'react';

/** A skeleton only for loads slower than this, so quick ones never flash it. */
export const SKELETON_DELAY_MS = 300;

/**
 * ahooks `useRequest` options for data whose failure the screen shows in place (without an
 * `onError`, ahooks would also log every failure to the console).
 */
export const inPlaceErrors = { onError: () => undefined } as const;

/** The same, for data behind a skeleton: the skeleton waits out `SKELETON_DELAY_MS` first. */
export const inPlaceLoading = { ...inPlaceErrors, loadingDelay: SKELETON_DELAY_MS } as const;

/** What ahooks' cache options expect back (its `CachedData`), for a request without params. */
interface AheadEntry<T> {
  data: T;
  params: [];
  time: number;
}

/**
 * ahooks `useRequest` options for a page's first call that may have been fetched ahead (the first
 * page's, a tab's warmed on idle; `ahead` is its `http.peek`): when that answer is in, the first
 * render shows it rather than a skeleton, so a tab prepared out of sight is whole when it shows.
 * The request still goes out on mount and takes that same answer; later ones ask the server.
 */
export function useStartWithAhead<T>(ahead: () => T | undefined): {
  cacheKey: string;
  getCache: () => AheadEntry<T> | undefined;
  setCache: () => void;
} {
  // A key of this hook's own: ahooks shares one key's requests between hooks, and these are not shared.
  const cacheKey = `ahead${useId()}`;
  return {
    cacheKey,
    getCache: () => {
      const data = ahead();
      // Time 0: never fresh enough to skip the request, which takes the answer off the shelf.
      return data === undefined ? undefined : { data, params: [], time: 0 };
    },
    // ahooks' own cache would keep answers for minutes: the app's data is asked for anew.
    setCache: () => undefined,
  };
}
