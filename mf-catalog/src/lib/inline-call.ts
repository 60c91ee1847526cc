/**
 * Catalog screens show a skeleton while a section loads, so the client's loading toast would say
 * the same thing twice. Error toasts stay on: the error catalogue (spec §8) wants them, and the
 * section's own inline error with retry is what remains once the toast is gone.
 */
export const INLINE_CALL = { loading: false } as const;
