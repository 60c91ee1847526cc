import { BizError } from '../http/envelope';
import { parseIntStrict, readParam } from '../http/params';
import type { ApiContext } from '../http/router';

const ID_MAX = 999_999_999;

export function parseId(raw: string, name: string): number {
  return parseIntStrict(raw, name, 1, ID_MAX);
}

/** A positive id from the body (form or JSON) or the query; 400 naming it otherwise. */
export function idParam(ctx: ApiContext, name: string): number {
  const raw = readParam(ctx, name)?.trim();
  if (!raw) throw new BizError(400, 'badParam', { name });
  return parseId(raw, name);
}
