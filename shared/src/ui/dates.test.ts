import { formatDay, formatTime } from './dates';

test('times and days in the renter’s zone; nothing and junk are shown as they came', () => {
  const iso = new Date(2026, 4, 1, 14, 3).toISOString();
  expect(formatTime(iso)).toBe('2026-05-01 14:03');
  expect(formatDay(iso)).toBe('2026-05-01');
  expect(formatDay(null)).toBe('');
  expect(formatTime('soon')).toBe('soon');
  expect(formatDay('soon')).toBe('soon');
});
