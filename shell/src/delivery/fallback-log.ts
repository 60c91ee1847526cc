import { logError } from '@rental/shared';
import { diagnostics } from './diagnostics-state';
import { readJson, session, writeJson } from './local-keys';

const KEY = 'rental.mf-reported';

/**
 * One log entry per failed version per session, naming it and the version serving instead: the
 * team learns their release fails without the renter ever seeing it. Noted in the diagnostics at
 * once, in the same task as the page's first render: the health report a renter's closing app
 * sends counts it however soon the app closes.
 */
export function reportFallback(
  remote: string,
  passedOver: readonly { version: string; reason: string }[],
  serving: string,
  path: string,
): void {
  const reported = new Set((readJson(session, KEY) as string[] | null) ?? []);
  const fresh = passedOver.filter((p) => !reported.has(`${remote}@${p.version}`));
  if (fresh.length === 0) return;
  for (const p of fresh) reported.add(`${remote}@${p.version}`);
  writeJson(session, KEY, [...reported]);
  diagnostics.fellBack(
    remote,
    fresh.map((p) => p.version),
    serving,
  );
  const failed = fresh.map((p) => `${remote}@${p.version} (${p.reason})`).join(', ');
  logError({
    error: `remote fallback: ${failed} failed; serving ${remote}@${serving}, the last known good`,
    instance: `fallback:${path || '/'}`,
  });
}
