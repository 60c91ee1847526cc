import { canaryBucket } from '@rental/platform/runtime';
import { local, readJson, writeJson } from './local-keys';

const KEY = 'rental.device';
let memory: string | null = null;

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A random id for this device, kept so that its canary choices stay the same on every load. */
export function deviceId(): string {
  if (memory) return memory;
  const stored = readJson(local, KEY);
  memory = typeof stored === 'string' && stored ? stored : newId();
  if (stored !== memory) writeJson(local, KEY, memory);
  return memory;
}

export const bucketFor = (remote: string) => (version: string) => canaryBucket(deviceId(), remote, version);
