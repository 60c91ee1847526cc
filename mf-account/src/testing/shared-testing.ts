// The lint boundary meant to keep test utilities out of app code also catches test files
// (eslint.config.mjs applies it to all of src/); tests reach them through this one file until it is fixed.
// eslint-disable-next-line no-restricted-imports
export * from '@rental/shared/testing';
