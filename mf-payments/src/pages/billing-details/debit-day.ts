import { currentLanguage } from '@rental/shared';

/**
 * A due day (`YYYY-MM-DD`, China calendar) as month and day in the renter's language: "12-27" in
 * Chinese, as the bill lists there write it, "Dec 27" / "27 dic" / "27 déc." elsewhere. The day is
 * formatted in UTC because it is already a calendar day: no zone may move it.
 */
export function debitDay(day: string, language: string = currentLanguage()): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (language.startsWith('zh')) {
    const parts = new Intl.DateTimeFormat(language, {
      timeZone: 'UTC',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('month')}-${part('day')}`;
  }
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(date);
}
