/** Skeletons appear only when a load takes longer than this, so fast loads never flicker. */
export const SKELETON_DELAY_MS = 300;

/**
 * ahooks `useRequest` options for a part of a screen that shows its own failure (without an
 * `onError`, ahooks would also log every failure to the console).
 */
export const sectionRequestOptions = { loadingDelay: SKELETON_DELAY_MS, onError: () => undefined } as const;
