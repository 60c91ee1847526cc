import { useSyncExternalStore } from 'react';
import { onOverridesChange, readOverrides, type Overrides } from './overrides';

let cached: { key: string; value: Overrides } = { key: '', value: {} };

function snapshot(): Overrides {
  const value = readOverrides();
  const key = JSON.stringify(value);
  if (key !== cached.key) cached = { key, value };
  return cached.value;
}

export function useOverrides(): Overrides {
  return useSyncExternalStore(onOverridesChange, snapshot);
}
