/** Skeletons appear only for loads slower than this, so quick ones never flash. */
export const SKELETON_DELAY_MS = 300;

/** ahooks options for data a page shows in place (without `onError`, ahooks logs every failure). */
export const inPlaceErrors = { onError: () => undefined } as const;

/** Longest free text a cancel reason may hold (the server's limit). */
export const CANCEL_REASON_MAX = 100;
/** Longest free text a return reason may hold (the server's limit). */
export const RETURN_REASON_MAX = 200;
