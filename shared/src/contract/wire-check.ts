import { getDotPath, safeParse, type GenericSchema } from 'valibot';

/** A schema of data that arrives from outside (an API answer, storage): unknown in, `T` out. */
export type WireSchema<T> = GenericSchema<unknown, T>;

/** Where data first differed from its schema, in words a log reader can act on. */
export interface WireMismatch {
  /** `items.3.amount`; empty for the data as a whole. */
  path: string;
  expected: string;
  /** The kind of value found (`missing`: no such field), never the value: it may be the renter's own. */
  received: string;
}

export type WireResult<T> = { ok: true; value: T } | { ok: false; mismatch: WireMismatch };

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Checks `data` against `schema`; the value is the schema's output (fields it does not name dropped). */
export function checkWire<T>(schema: WireSchema<T>, data: unknown): WireResult<T> {
  const result = safeParse(schema, data);
  if (result.success) return { ok: true, value: result.output };
  const [issue] = result.issues;
  const path = getDotPath(issue) ?? '';
  // valibot names an absent key as the object's issue, expecting the key's name.
  const missing = issue.type === 'object' && issue.input === undefined && path !== '';
  return {
    ok: false,
    mismatch: { path, expected: issue.expected ?? issue.type, received: missing ? 'missing' : kindOf(issue.input) },
  };
}

/** The mismatch as one line: `items.3.amount: expected number, got string`, `items.3.amount: missing`. */
export const describeMismatch = ({ path, expected, received }: WireMismatch): string =>
  received === 'missing' ? `${path}: missing` : `${path || '(data)'}: expected ${expected}, got ${received}`;
