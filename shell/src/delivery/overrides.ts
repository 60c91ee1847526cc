import type { Override } from '@rental/platform/runtime';
import { isAllowedOrigin } from './allowed-origins';
import { local, readJson, writeJson } from './local-keys';

const KEY = 'rental.mf-overrides';
const PARAM = 'mf';

export type Overrides = Record<string, Override>;

function isOverride(value: unknown): value is Override {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.version === 'string' || (typeof v.url === 'string' && isAllowedOrigin(v.url));
}

export function readOverrides(): Overrides {
  const stored = readJson(local, KEY);
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(Object.entries(stored).filter(([, v]) => isOverride(v))) as Overrides;
}

let previewPins: Overrides = {};
/** A `?preview=` link's versions (registry records only, see preview.ts): ahead of a stored pin. */
export const setPreviewPins = (pins: Overrides): void => void (previewPins = pins);

export function overrideFor(remote: string): Override | null {
  return previewPins[remote] ?? readOverrides()[remote] ?? null;
}

const listeners = new Set<() => void>();
export function onOverridesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function save(overrides: Overrides): void {
  writeJson(local, KEY, Object.keys(overrides).length ? overrides : null);
  for (const listener of listeners) listener();
}

/** Pins a remote on this device (`null` unpins it). A URL must be on an allowed origin. */
export function setOverride(remote: string, value: Override | null): boolean {
  if (value && !isOverride(value)) return false;
  const others = Object.entries(readOverrides()).filter(([name]) => name !== remote);
  save(Object.fromEntries(value ? [...others, [remote, value]] : others));
  return true;
}

export function clearOverrides(): void {
  save({});
}

/**
 * `mf=mf_orders@1.4.0+3f9c2ab1` (or `@https://…/mf-manifest.json`, several joined by commas;
 * `mf_orders@live` unpins one, `mf=clear` all) on the page URL or the hash route. A `+` typed
 * into a URL arrives as a space, so spaces in a version are read back as `+`.
 */
export function applyOverrideParam(search: string): void {
  const value = new URLSearchParams(search).get(PARAM);
  if (value === null) return;
  if (value.trim() === 'clear') return clearOverrides();
  for (const part of value.split(',')) {
    const at = part.indexOf('@');
    if (at <= 0) continue;
    const remote = part.slice(0, at).trim();
    const target = part.slice(at + 1).trim();
    if (!target || target === 'live') setOverride(remote, null);
    else if (/^(https?:)?\/\//.test(target) || target.startsWith('/')) setOverride(remote, { url: target });
    else setOverride(remote, { version: target.replace(/ /g, '+') });
  }
}

/** Reads the parameter from both places a wallet link may carry it. */
export function applyOverridesFromLocation(): void {
  applyOverrideParam(window.location.search);
  const hashQuery = window.location.hash.split('?')[1];
  if (hashQuery) applyOverrideParam(hashQuery);
}
