/**
 * Times as the renter reads them. The business runs on China Standard Time: a due date, a paid
 * day or a coupon's last day is the same whatever zone the phone (or a test machine) is set to.
 */
export const APP_TIME_ZONE = 'Asia/Shanghai';

let parts: Intl.DateTimeFormat | null = null;

/**
 * Made when a date is first shown, not when the app loads: loading a time zone's rules takes tens
 * of milliseconds on a mid-range phone, and the home page shows no date.
 */
function beijingParts(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return parts;
}

function fields(iso: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(
    beijingParts()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
}

/** An ISO time in Beijing time: 2026-05-01 14:03. Unparsable input is shown as is. */
export function formatTime(iso: string | null): string {
  if (!iso) return '';
  const f = fields(iso);
  return f ? `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}` : iso;
}

/** Just the day of an ISO time, in Beijing time: 2026-05-01. */
export function formatDay(iso: string | null): string {
  if (!iso) return '';
  const f = fields(iso);
  return f ? `${f.year}-${f.month}-${f.day}` : iso;
}
