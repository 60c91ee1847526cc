import { checkWire, describeMismatch, type WireSchema } from '@rental/shared';
import type { CallOptions, TestServer } from './test-server';

/**
 * Calls the dev API as the app does and checks the answer's data against the schema the app checks
 * it with: a shape this server answers that the app would refuse fails here, with its path.
 */
export async function answerOf<T>(
  t: TestServer,
  path: string,
  schema: WireSchema<T>,
  options: CallOptions = {},
): Promise<T> {
  const { success, msg, data } = await t.api(path, options);
  if (!success) throw new Error(`${path} refused: ${msg}`);
  const checked = checkWire(schema, data ?? null);
  if (!checked.ok) throw new Error(`${path} broke its schema at ${describeMismatch(checked.mismatch)}`);
  return checked.value;
}

/**
 * A refused call whose `data` the app reads (a field to mark, a new quote): fails unless the call is
 * refused and that data fits the schema the app checks it with; answers the code and the data.
 */
export async function refusalOf<T>(
  t: TestServer,
  path: string,
  schema: WireSchema<T>,
  options: CallOptions = {},
): Promise<{ code: number; data: T }> {
  const { success, code, msg, data } = await t.api(path, options);
  if (success) throw new Error(`${path} was not refused`);
  const checked = checkWire(schema, data ?? null);
  if (!checked.ok) throw new Error(`${path} refused (${msg}), its data broke at ${describeMismatch(checked.mismatch)}`);
  return { code, data: checked.value };
}
