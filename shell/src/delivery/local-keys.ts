// Runs before the async boundary too: plain Web Storage, never the shared library.

/** Reads a JSON value; storage that is missing, full or corrupt reads as nothing. */
export function readJson(storage: () => Storage, key: string): unknown {
  try {
    const text = storage().getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // Not stored: the choice lasts until the page closes.
  }
}

export const local = () => window.localStorage;
export const session = () => window.sessionStorage;
