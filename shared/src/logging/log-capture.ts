import { http as mswHttp } from 'msw';
import { ok, setupApiServer } from '../testing/api-server';
import type { LogEntry } from './log-error';

type Answer = () => Response | Promise<Response>;

/** Test helper: an msw server taking the log call, and what it received. */
export function setupLogCapture() {
  const server = setupApiServer();
  const requests: { body: LogEntry; contentType: string | null }[] = [];
  const entries = () => requests.map((r) => r.body);

  return {
    server,
    requests,
    entries,
    /** Answers the log call (by default with success) and forgets earlier requests. */
    accept(answer: Answer = () => ok(null)): void {
      requests.length = 0;
      server.use(
        mswHttp.post('/api/common/printLog', async ({ request }) => {
          requests.push({ body: (await request.json()) as LogEntry, contentType: request.headers.get('content-type') });
          return answer();
        }),
      );
    },
    /** Waits for `count` entries, then a little longer so that any extra one would show. */
    async settle(count: number, extraMs = 50): Promise<LogEntry[]> {
      for (let i = 0; i < 200 && requests.length < count; i += 1) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, extraMs));
      return entries();
    },
  };
}

/** Test helper: fakes only the clock (`Date`), so msw and the DOM keep real timers. */
export function fakeClockOnly(): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
