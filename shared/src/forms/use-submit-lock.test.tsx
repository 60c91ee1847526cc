import { act, renderHook } from '@testing-library/react';
import { promised } from '../testing/promised';
import { useSubmitLock } from './use-submit-lock';

test('a second run while one runs does nothing; busy while it runs; open again after', async () => {
  const { result } = renderHook(() => useSubmitLock());
  const first = promised<string>();
  let second = 0;
  let firstRun!: Promise<string | undefined>;
  act(() => void (firstRun = result.current.run(() => first.promise)));
  expect(result.current.busy).toBe(true);
  await act(async () => expect(await result.current.run(async () => (second += 1))).toBeUndefined());
  expect(second).toBe(0);
  await act(async () => first.resolve('sent'));
  expect(await firstRun).toBe('sent');
  expect(result.current.busy).toBe(false);
  await act(async () => void (await result.current.run(async () => (second += 1))));
  expect(second).toBe(1);
});

test('a task that throws opens the lock and passes the error on', async () => {
  const { result } = renderHook(() => useSubmitLock());
  const failing = promised<string>();
  let run!: Promise<unknown>;
  act(() => void (run = result.current.run(() => failing.promise)));
  await act(async () => failing.reject(new Error('offline')));
  await expect(run).rejects.toThrow('offline');
  expect(result.current.busy).toBe(false);
  let ran = false;
  await act(async () => void (await result.current.run(async () => (ran = true))));
  expect(ran).toBe(true);
});

test('a task that keeps the lock (the page is being left) leaves every later tap doing nothing', async () => {
  const { result } = renderHook(() => useSubmitLock());
  await act(async () => void (await result.current.run(async (keep) => keep())));
  expect(result.current.busy).toBe(true);
  let ran = false;
  await act(async () => void (await result.current.run(async () => (ran = true))));
  expect(ran).toBe(false);
});
