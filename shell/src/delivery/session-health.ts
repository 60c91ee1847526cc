import { readJson, session, writeJson } from './local-keys';

const KEY = 'rental.mf-bad';

type Bad = Record<string, Record<string, string>>;

function read(): Bad {
  const stored = readJson(session, KEY);
  return typeof stored === 'object' && stored !== null ? (stored as Bad) : {};
}

/**
 * Versions of a remote that failed on this device this session (to load, the gate, or their first
 * render): skipped until the tab closes, so a reload doesn't make the renter wait for them again.
 */
export function badVersions(remote: string): ReadonlySet<string> {
  return new Set(Object.keys(read()[remote] ?? {}));
}

export function markBad(remote: string, version: string, reason: string): void {
  const all = read();
  all[remote] = { ...all[remote], [version]: reason };
  writeJson(session, KEY, all);
}

export function badReason(remote: string, version: string): string | undefined {
  return read()[remote]?.[version];
}

/** A retry by the renter tries every version again. */
export function forgetBad(remote: string): void {
  const rest = Object.entries(read()).filter(([name]) => name !== remote);
  writeJson(session, KEY, rest.length ? Object.fromEntries(rest) : null);
}
