import type { Fetch } from '../canary/health-source';

/**
 * The clock, the sleep and the fetch a judged canary and `remotes --health` use. One object, so a
 * test driving the CLI end to end replaces them (jest.spyOn) and runs a day's canary in milliseconds.
 */
export const loopDeps = {
  now: (): number => Date.now(),
  sleep: (ms: number, signal: AbortSignal): Promise<void> =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    }),
  fetch: ((...args) => fetch(...args)) as Fetch,
};
