import { formatDay, formatTime } from './dates';

test('times and days in the renter’s zone; nothing and junk are shown as they came', () => {
  const iso = '2026-05-01T06:03:00.000Z';
  expect(formatTime(iso)).toBe('2026-05-01 14:03');
  expect(formatDay(iso)).toBe('2026-05-01');
  expect(formatDay(null)).toBe('');
  expect(formatTime('soon')).toBe('soon');
  expect(formatDay('soon')).toBe('soon');
});

test('Beijing time whatever the machine’s zone: late UTC evening is already the next day', () => {
  expect(formatTime('2026-05-31T16:30:00Z')).toBe('2026-06-01 00:30');
  expect(formatDay('2026-05-31T16:30:00Z')).toBe('2026-06-01');
  expect(formatDay('2026-12-31T23:59:59+08:00')).toBe('2026-12-31');
  expect(formatDay('2027-01-20')).toBe('2027-01-20');
});
