import { http as mswHttp, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/** The spec's envelope around `data`, as the API answers a successful call. */
export function ok<T extends JsonBodyType>(data: T) {
  return HttpResponse.json({ success: true, code: 200, msg: 'ok', data });
}

export function fail(code: number, msg = '', data: JsonBodyType = null) {
  return HttpResponse.json({ success: false, code, msg, data });
}

/**
 * An msw server faking the API at the network edge for a test file. Unhandled requests fail the
 * test, so a page calling something unexpected is noticed.
 */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export { mswHttp as apiHttp, HttpResponse };
