// eslint.config.mjs forbids '@rental/shared/testing' in every file of a remote, tests included (its
// test override only adds globals). Until that is fixed there, catalog tests reach the shared test
// utilities through this one file.
// eslint-disable-next-line no-restricted-imports
export { apiHttp, fail, HttpResponse, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
