import type * as InFlight from '../http/in-flight';
import type * as AfterFirstPage from './after-first-page';

type Modules = typeof AfterFirstPage & typeof InFlight;

/** Fresh module state for each test: the first page is shown once per page load. */
function load(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = { ...jest.requireActual('./after-first-page'), ...jest.requireActual('../http/in-flight') };
  });
  return modules as Modules;
}

/** A call whose answer comes when the test says so. */
function pendingCall(countCall: Modules['countCall']): () => void {
  let answer: () => void = () => undefined;
  void countCall(new Promise<void>((go) => (answer = go)));
  return () => answer();
}

/**
 * A picture still loading until `load()`, as antd-mobile's Image draws it: the `<img>` hidden, a
 * placeholder in its box, laid out where the test says (jsdom lays nothing out).
 */
function picture(top: number): { load: () => void } {
  const box = document.createElement('div');
  box.getBoundingClientRect = () => ({ top, bottom: top + 100, width: 375, height: 100 }) as DOMRect;
  const image = document.createElement('img');
  image.src = '/static/banner/a.svg';
  let complete = false;
  Object.defineProperty(image, 'complete', { get: () => complete });
  box.append(image);
  document.body.append(box);
  return { load: () => (complete = true) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

test('work for later waits for the first page; with nothing of it loading, it runs once the page is idle', async () => {
  const { afterFirstPage, pageShown } = load();
  const ran: string[] = [];
  afterFirstPage(() => ran.push('before'));
  await jest.advanceTimersByTimeAsync(10_000);
  expect(ran).toEqual([]);

  pageShown();
  pageShown();
  await jest.advanceTimersByTimeAsync(0);
  expect(ran).toEqual(['before']);

  afterFirstPage(() => ran.push('after'));
  expect(ran).toEqual(['before']);
  await jest.advanceTimersByTimeAsync(0);
  expect(ran).toEqual(['before', 'after']);
});

test('it waits for the first page’s calls to be answered', async () => {
  const { afterFirstPage, pageShown, countCall } = load();
  const ran: string[] = [];
  const answer = pendingCall(countCall);
  afterFirstPage(() => ran.push('warm'));
  pageShown();
  await jest.advanceTimersByTimeAsync(3_000);
  expect(ran).toEqual([]);

  answer();
  await jest.advanceTimersByTimeAsync(100);
  expect(ran).toEqual(['warm']);
});

test('it waits for the pictures in view, not for those further down the page', async () => {
  const { afterFirstPage, pageShown } = load();
  const ran: string[] = [];
  const banner = picture(60);
  picture(2_000);
  afterFirstPage(() => ran.push('warm'));
  pageShown();
  await jest.advanceTimersByTimeAsync(3_000);
  expect(ran).toEqual([]);

  banner.load();
  await jest.advanceTimersByTimeAsync(100);
  expect(ran).toEqual(['warm']);
});

test('a first screen that never settles holds later work back five seconds at most', async () => {
  const { afterFirstPage, pageShown, countCall, SETTLE_CAP_MS } = load();
  const ran: string[] = [];
  pendingCall(countCall);
  picture(0);
  afterFirstPage(() => ran.push('warm'));
  pageShown();
  await jest.advanceTimersByTimeAsync(SETTLE_CAP_MS - 200);
  expect(ran).toEqual([]);
  // The cap, give or take the last look at the page.
  await jest.advanceTimersByTimeAsync(300);
  expect(ran).toEqual(['warm']);
});
