import type * as Host from './host';

/**
 * The shell's federation runtime, from its own file: fetched once the shell's boot files are in
 * (the first route's warm-up asks for it) or when a remote is first needed. A failed download is
 * asked for again at the next call, so a retry can recover.
 */
export const federationRuntime = (): Promise<typeof Host> => import('./host');
