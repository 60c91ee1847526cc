// The remote health aggregate (docs/api-contract.md, "Remote health reports"): its shape, checked at
// the edge, and how the CLI asks for it.

import type { HealthAggregate, VersionHealth } from './health-contract';

export type { HealthAggregate, LoadFailures, VersionHealth } from './health-contract';

export class MalformedHealthError extends Error {
  override name = 'MalformedHealthError';
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function count(where: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new MalformedHealthError(`${where} is not a count`);
  return value;
}

function millis(where: string, value: unknown): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new MalformedHealthError(`${where} is neither milliseconds nor null`);
  return value;
}

function versionHealth(where: string, raw: unknown): VersionHealth {
  if (!isObject(raw)) throw new MalformedHealthError(`${where} is not an object`);
  const failures = raw.loadFailures;
  if (!isObject(failures)) throw new MalformedHealthError(`${where}.loadFailures is not an object`);
  const rate = raw.errorRate;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1))
    throw new MalformedHealthError(`${where}.errorRate is not a rate from 0 to 1`);
  const at = (field: string) => `${where}.${field}`;
  return {
    sessions: count(at('sessions'), raw.sessions),
    failedSessions: count(at('failedSessions'), raw.failedSessions),
    errorRate: rate,
    loadFailures: {
      manifest: count(at('loadFailures.manifest'), failures.manifest),
      entry: count(at('loadFailures.entry'), failures.entry),
      chunk: count(at('loadFailures.chunk'), failures.chunk),
      gate: count(at('loadFailures.gate'), failures.gate),
    },
    renderErrors: count(at('renderErrors'), raw.renderErrors),
    errors: count(at('errors'), raw.errors),
    fallbacks: count(at('fallbacks'), raw.fallbacks),
    pages: count(at('pages'), raw.pages),
    lcpP75Ms: millis(at('lcpP75Ms'), raw.lcpP75Ms),
    lcpSamples: count(at('lcpSamples'), raw.lcpSamples),
    inpP75Ms: millis(at('inpP75Ms'), raw.inpP75Ms),
    inpSamples: count(at('inpSamples'), raw.inpSamples),
  };
}

/** The API's envelope (`{ success, code: 200, msg, data }`, spec §7) answered a success. */
const envelopeOk = (body: Record<string, unknown>) =>
  'success' in body ? body.success === true : body.code === 0 || body.code === 200;

/** The aggregate from a response body: in the API's envelope `{ success, code, msg, data }` or bare. */
export function parseHealth(body: unknown): HealthAggregate {
  let raw = body;
  if (isObject(body) && ('code' in body || 'success' in body)) {
    if (!envelopeOk(body)) {
      const msg = typeof body.msg === 'string' && body.msg ? `: ${body.msg}` : '';
      throw new MalformedHealthError(`it answered code ${String(body.code)}${msg}`);
    }
    raw = body.data;
  }
  if (!isObject(raw) || !isObject(raw.remotes)) throw new MalformedHealthError('it has no remotes object');
  if (typeof raw.until !== 'string') throw new MalformedHealthError('it has no until time');
  if (raw.since !== null && typeof raw.since !== 'string') throw new MalformedHealthError('its since is not a time');
  const remotes: HealthAggregate['remotes'] = {};
  for (const [name, versions] of Object.entries(raw.remotes)) {
    if (!isObject(versions)) throw new MalformedHealthError(`remotes.${name} is not an object`);
    remotes[name] = Object.fromEntries(
      Object.entries(versions).map(([version, v]) => [version, versionHealth(`${name} ${version}`, v)]),
    );
  }
  return { since: raw.since, until: raw.until, remotes };
}
