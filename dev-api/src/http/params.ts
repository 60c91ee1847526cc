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
