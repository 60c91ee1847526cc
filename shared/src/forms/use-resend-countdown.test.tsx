import { act, renderHook } from '@testing-library/react';
import { createResendTimes } from './resend-times';
import { useResendCountdown as useCountdown } from './use-resend-countdown';

const RESEND_STORAGE_KEY = 'test.smsResendAt';
const times = createResendTimes(RESEND_STORAGE_KEY);
const useResendCountdown = (key: string) => useCountdown(times, key);

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-05-01T10:00:00Z'));
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

test('counts down once a second from 60 to 0', () => {
  const { result } = renderHook(() => useResendCountdown('13800138000'));
  expect(result.current.seconds).toBe(0);
  act(() => result.current.start(60));
  expect(result.current.seconds).toBe(60);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.seconds).toBe(59);
  act(() => jest.advanceTimersByTime(58_000));
  expect(result.current.seconds).toBe(1);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.seconds).toBe(0);
  act(() => jest.advanceTimersByTime(5000));
  expect(result.current.seconds).toBe(0);
});

test('a remount (a reload) goes on where it was', () => {
  const first = renderHook(() => useResendCountdown('13800138000'));
  act(() => first.result.current.start(60));
  act(() => jest.advanceTimersByTime(20_000));
  first.unmount();
  act(() => jest.advanceTimersByTime(5_000));
  const again = renderHook(() => useResendCountdown('13800138000'));
  expect(again.result.current.seconds).toBe(35);
  expect(localStorage.getItem(RESEND_STORAGE_KEY)).toContain('13800138000');
});

test('each number has its own countdown', () => {
  const { result, rerender } = renderHook(({ mobile }) => useResendCountdown(mobile), {
    initialProps: { mobile: '13800138000' },
  });
  act(() => result.current.start(60));
  rerender({ mobile: '13900139000' });
  expect(result.current.seconds).toBe(0);
  rerender({ mobile: '13800138000' });
  expect(result.current.seconds).toBe(60);
});
