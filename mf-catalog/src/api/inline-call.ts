/**
 * Catalog screens show their own skeletons and inline errors with retry, section by section, so
 * the client's loading and error toasts would only say the same thing twice.
 */
export const INLINE_CALL = { silent: true, loading: false } as const;
