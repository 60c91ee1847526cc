/**
 * The wire's vocabulary: valibot as `v`, the checks, and the shapes more than one app reads. A
 * remote's `api/types.ts` imports only these from @rental/shared, so the dev API's tests can load
 * it and check their answers against the very schemas the app checks them with.
 */
export * as v from './schema';
export * from './wire-check';
export * from './wire-types';
export * from './bill';
export * from './coupon';
export * from './user';
export * from './goods';
