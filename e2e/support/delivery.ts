import type { Page } from '@playwright/test';

interface LoadedRemote {
  loaded: { version: string; reason: string } | null;
  fallbacks: { from: string[]; to: string }[];
  errors: { version: string; message: string }[];
}

interface Snapshot {
  shellVersion: string;
  remotes: Record<string, LoadedRemote>;
}

/** What the shell says it loaded (its diagnostics API, the same facts the panel shows). */
export function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() =>
    (window as unknown as { __RENTAL_PLATFORM__: { snapshot(): Snapshot } }).__RENTAL_PLATFORM__.snapshot(),
  );
}

export async function loadedVersion(page: Page, remote: string): Promise<string | undefined> {
  return (await snapshot(page)).remotes[remote]?.loaded?.version;
}

/** `1.0.0+3f9c2ab1` as it appears in URLs. */
export const inUrl = (version: string) => encodeURIComponent(version);
