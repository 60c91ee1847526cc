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
