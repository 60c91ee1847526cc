import { markOpened } from './opened-pages';
import { pendingPage } from './pending-page';
import { warmEachTab } from './renter-first';
import type { ResolvedPage } from './resolve-page';

/** A page the renter asked for, still on its way until the test lets it in. */
function pageOnItsWay() {
  let arrive!: () => void;
  let fail!: () => void;
  const page = new Promise<ResolvedPage>((resolve, reject) => {
    arrive = () => resolve({} as ResolvedPage);
    fail = () => reject(new Error('remote down'));
  });
  pendingPage(() => page, 'pages/user/user');
  return { arrive, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

test('the warm-up waits while a page the renter tapped is loading, then skips that tab', async () => {
  markOpened('');
  const mine = pageOnItsWay();
  const warmed: string[] = [];
  const done = warmEachTab(async (tab) => void warmed.push(tab.key));
  await settle();
  expect(warmed).toEqual([]);

  // The renter's page showed meanwhile: its tab is not warmed, the others are, one after another.
  markOpened('pages/user/user');
  mine.arrive();
  await done;
  expect(warmed).toEqual(['categories', 'service']);
});

test('a page that failed to load no longer holds the warm-up back', async () => {
  const broken = pageOnItsWay();
  const warmed: string[] = [];
  const done = warmEachTab(async (tab) => void warmed.push(tab.key));
  await settle();
  expect(warmed).toEqual([]);
  broken.fail();
  await done;
  expect(warmed.length).toBeGreaterThan(0);
});
