const DAY = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar day in China time, `YYYY-MM-DD`, as due dates are written. */
export const chinaDay = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** Due dates in China time: the anchor's day in each following month, clamped to the month's end. */
export function dueDates(anchor: number, count: number): string[] {
  const local = new Date(anchor + CHINA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const dates: string[] = [];
  for (let k = 0; k < count; k++) {
    const y = year + Math.floor((month + k) / 12);
    const m = (month + k) % 12;
    const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    dates.push(`${y}-${pad(m + 1)}-${pad(Math.min(day, last))}`);
  }
  return dates;
}

/** When a rental that starts at `from` ends: `n` days, or `n` months clamped to the month's end. */
export function addTerm(from: number, unit: 'day' | 'month', n: number): number {
  if (unit === 'day') return from + n * DAY;
  const d = new Date(from);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.getTime() + (from % DAY);
}
