import { hasRequestKey, MAX_RETRY_AFTER_MS, retryAfterMs, retryDelay } from './retry';

test('Retry-After is read in seconds or as an HTTP date', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  expect(retryAfterMs('3', now)).toBe(3000);
  expect(retryAfterMs('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000);
  expect(retryAfterMs('soon', now)).toBeNull();
  expect(retryAfterMs(null, now)).toBeNull();
});

test('backoff doubles with each retry and is jittered by ±50 %', () => {
  expect(retryDelay(0, null, () => 0)).toBe(200);
  expect(retryDelay(0, null, () => 1)).toBe(600);
  expect(retryDelay(1, null, () => 0.5)).toBe(800);
  expect(retryDelay(0, String(MAX_RETRY_AFTER_MS / 1000 + 1))).toBeNull();
  expect(retryDelay(0, '2')).toBe(2000);
});

test('a request key is found in JSON, form and multipart bodies', () => {
  expect(hasRequestKey({ requestKey: 'k' })).toBe(true);
  expect(hasRequestKey(new URLSearchParams('requestKey=k'))).toBe(true);
  const form = new FormData();
  form.append('requestKey', 'k');
  expect(hasRequestKey(form)).toBe(true);
  expect(hasRequestKey({ requestKey: '' })).toBe(false);
  expect(hasRequestKey(new URLSearchParams('a=1'))).toBe(false);
  expect(hasRequestKey(undefined)).toBe(false);
});
