/** A skeleton only for loads slower than this, so quick ones never flash it. */
export const SKELETON_DELAY_MS = 300;

/**
 * ahooks `useRequest` options for data whose failure the screen shows in place (without an
 * `onError`, ahooks would also log every failure to the console).
 */
export const inPlaceErrors = { onError: () => undefined } as const;

/** The same, for data behind a skeleton: the skeleton waits out `SKELETON_DELAY_MS` first. */
export const inPlaceLoading = { ...inPlaceErrors, loadingDelay: SKELETON_DELAY_MS } as const;
