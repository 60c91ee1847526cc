import { logError } from '@rental/shared';
import { readJson, session, writeJson } from './local-keys';

const KEY = 'rental.security-reported';

/** Each refusal is one entry per session: the team hears of it; the log is not flooded. */
function firstTime(id: string): boolean {
  const reported = new Set((readJson(session, KEY) as string[] | null) ?? []);
  if (reported.has(id)) return false;
  reported.add(id);
  writeJson(session, KEY, [...reported]);
  return true;
}

/** Versions the shell would not run (a foreign origin, no recorded integrity): a security event. */
export function reportRefusedVersions(
  remote: string,
  refused: readonly { version: string; entry: string; reason: string }[],
): void {
  for (const r of refused) {
    if (!firstTime(`${remote}@${r.version}`)) continue;
    logError({
      error: `security: ${remote}@${r.version} refused (${r.reason}) — ${r.entry}`,
      instance: 'security:remote',
    });
  }
}
