import { afterFirstPage, pageShown } from './after-first-page';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('work for later waits for the first page, then for a couple of seconds; later work waits as long', () => {
  const ran: string[] = [];
  afterFirstPage(() => ran.push('before'));
  jest.advanceTimersByTime(10_000);
  expect(ran).toEqual([]);

  pageShown();
  pageShown();
  jest.advanceTimersByTime(1_999);
  expect(ran).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(ran).toEqual(['before']);

  afterFirstPage(() => ran.push('after'));
  jest.advanceTimersByTime(1_999);
  expect(ran).toEqual(['before']);
  jest.advanceTimersByTime(1);
  expect(ran).toEqual(['before', 'after']);
});
