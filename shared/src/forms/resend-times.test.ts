import { clearSession } from '../state/auth-atoms';
import { createResendTimes, secondsLeft } from './resend-times';

const RESEND_STORAGE_KEY = 'test.smsResendAt';
const times = createResendTimes(RESEND_STORAGE_KEY);
const readResendAt = times.read;
const saveResendAt = times.save;
const latestPendingMobile = times.latestPending;

afterEach(() => localStorage.clear());

describe('secondsLeft', () => {
  test('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});

describe('persisted resend times', () => {
  test('are kept per number and survive a reload (storage)', () => {
    saveResendAt('13800138000', 60_000, 0);
    saveResendAt('13900139000', 30_000, 0);
    expect(readResendAt('13800138000', 1_000)).toBe(60_000);
    expect(readResendAt('13900139000', 1_000)).toBe(30_000);
    expect(readResendAt('13700137000', 1_000)).toBeNull();
  });

  test('a finished wait is forgotten', () => {
    saveResendAt('13800138000', 60_000, 0);
    expect(readResendAt('13800138000', 60_000)).toBeNull();
    saveResendAt('13900139000', 200_000, 100_000);
    expect(Object.keys(JSON.parse(localStorage.getItem(RESEND_STORAGE_KEY) ?? '{}') as object)).toEqual([
      '13900139000',
    ]);
  });

  test('a corrupt value counts as none', () => {
    localStorage.setItem(RESEND_STORAGE_KEY, '{"13800138000":"soon"}');
    expect(readResendAt('13800138000', 0)).toBeNull();
    localStorage.setItem(RESEND_STORAGE_KEY, 'not json');
    expect(readResendAt('13800138000', 0)).toBeNull();
  });

  test('logout forgets them', () => {
    saveResendAt('13800138000', 60_000, 0);
    clearSession();
    expect(localStorage.getItem(RESEND_STORAGE_KEY)).toBeNull();
  });
});

test('the latest number still counting is the one a reload puts back', () => {
  saveResendAt('13800138000', 50_000, 0);
  saveResendAt('13900139000', 60_000, 0);
  expect(latestPendingMobile(1_000)).toBe('13900139000');
  expect(latestPendingMobile(70_000)).toBe('');
});
