const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the renter's clock shows it: 2026-05-01 14:03. Unparsable input is shown as is. */
export function formatTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Just the day of an ISO time, in the renter's time zone: 2026-05-01. */
export function formatDay(iso: string | null): string {
  const time = formatTime(iso);
  return /^\d{4}-\d{2}-\d{2} /.test(time) ? time.slice(0, 10) : time;
}
