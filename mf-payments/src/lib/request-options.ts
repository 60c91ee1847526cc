/** A skeleton only for loads slower than this; quick ones never flash it. */
export const SKELETON_DELAY_MS = 300;

/** The page shows a failure in place; without `onError`, ahooks would also log each one to the console. */
export const inPlaceErrors = { onError: () => undefined } as const;
