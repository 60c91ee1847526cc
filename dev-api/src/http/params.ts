import { BizError } from './envelope';
import type { ApiContext } from './router';

/** A parameter from the body, else the query string; numbers and booleans are read as text. */
export function readParam(ctx: ApiContext, name: string): string | undefined {
  const fromBody = ctx.body[name];
  if (typeof fromBody === 'string') return fromBody;
  if (typeof fromBody === 'number' || typeof fromBody === 'boolean') return String(fromBody);
  if (fromBody !== undefined && fromBody !== null) throw new BizError(400, 'badParam', { name });
  return ctx.query.get(name) ?? undefined;
}

export function requireString(ctx: ApiContext, name: string, maxLength = 200): string {
  const value = readParam(ctx, name)?.trim();
  if (!value || value.length > maxLength) throw new BizError(400, 'badParam', { name });
  return value;
}

export function optionalInt(
  ctx: ApiContext,
  name: string,
  options: { min: number; max: number; fallback: number },
): number;
export function optionalInt(ctx: ApiContext, name: string, options: { min: number; max: number }): number | undefined;
export function optionalInt(
  ctx: ApiContext,
  name: string,
  options: { min: number; max: number; fallback?: number },
): number | undefined {
  const raw = readParam(ctx, name)?.trim();
  if (raw === undefined || raw === '') return options.fallback;
  return parseIntStrict(raw, name, options.min, options.max);
}

export function parseIntStrict(raw: string, name: string, min: number, max: number): number {
  if (!/^-?\d{1,15}$/.test(raw)) throw new BizError(400, 'badParam', { name });
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new BizError(400, 'badParam', { name });
  return value;
}

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/i;

/**
 * An ISO 8601 date or date-time as epoch milliseconds. A date-time needs its zone (`Z` or an
 * offset): without one it would be read in the server's own zone. Days past the month's end are
 * refused, where Date.parse would roll them into the next month.
 */
export function optionalIsoTime(ctx: ApiContext, name: string): number | undefined {
  const raw = readParam(ctx, name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  const match = ISO_TIME.exec(raw);
  const time = Date.parse(raw);
  if (!match || !Number.isFinite(time)) throw new BizError(400, 'badParam', { name });
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) throw new BizError(400, 'badParam', { name });
  return time;
}
