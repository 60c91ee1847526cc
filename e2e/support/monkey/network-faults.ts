import type { Page, Route } from '@playwright/test';
import { Random } from './random';

const KINDS = ['error', 'empty', 'delay'] as const;
/** A slow network's worst here: longer would only test the client's own timeout. */
const DELAY_MS = 3000;

const faulted = (url: URL) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/h5/remotes');

async function failOne(route: Route, random: Random): Promise<void> {
  const kind = random.pick(KINDS);
  if (kind === 'delay') {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  } else if (kind === 'empty') {
    await route.fulfill({ status: 200, body: '' });
  } else if (random.chance(0.5)) {
    await route.abort('failed');
  } else {
    await route.fulfill({ status: random.pick([500, 502, 503]), contentType: 'text/plain', body: 'unavailable' });
  }
}

/**
 * A bad network for the whole run: `rate` of the API calls and remote files fail at random. Its own
 * generator (from the run's seed), so the run's steps stay those the seed gave before; which
 * request fails still depends on the order the page asks, so a replay is close, not exact.
 */
export async function failShareOfRequests(page: Page, rate: number, seed: number): Promise<void> {
  if (rate <= 0) return;
  const random = new Random(seed ^ 0x5bd1e995);
  await page.route(faulted, async (route) => {
    const settled = random.chance(rate) ? failOne(route, random) : route.continue();
    // The page may have moved on (or closed) while the request waited.
    await settled.catch(() => undefined);
  });
}
