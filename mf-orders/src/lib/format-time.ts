const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the renter's clock shows it: 2026-05-01 14:03. Unparsable input is shown as is. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Just the day of an ISO time: 2026-05-01. */
export function formatDay(iso: string): string {
  return formatTime(iso).slice(0, 10);
}
