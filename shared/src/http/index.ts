export {
  ApiError,
  isApiError,
  isNotFound,
  NETWORK_ERROR_CODE,
  type ApiErrorKind,
  type ApiErrorInit,
} from './api-error';
export {
  http,
  REQUEST_TIMEOUT_MS,
  type CallOptions,
  type GetOptions,
  type PostOptions,
  type QueryValue,
} from './client';
export type { PostBody } from './request-body';
export { userMessage } from './user-message';
export { MAX_RETRIES } from './retry';
export { prefetchRouteData, readyRouteData, warmRouteData, type RouteDataCall } from './route-data';
