/** The app's five languages, as the browser's locale asks for them (the app follows it on a first visit). */
export const MONKEY_LANGS = ['zh-CN', 'en', 'es', 'fr', 'zh-TW'] as const;
export type MonkeyLang = (typeof MONKEY_LANGS)[number];

export interface MonkeySettings {
  /** Share of API calls and remote files that fail (error, empty body or a 3 s delay), 0 to 1, on top of the run's own fault steps. */
  faultRate: number;
  lang: MonkeyLang;
  loggedOut: boolean;
}

export interface MonkeyCase extends MonkeySettings {
  seed: number;
  steps: number;
}

/** Reads MONKEY_FAULT_RATE (0.3 or 30), MONKEY_LANG and MONKEY_LOGGED_OUT=1; a bad value stops the run rather than being ignored. */
export function monkeySettings(env: NodeJS.ProcessEnv): MonkeySettings {
  const rawRate = Number(env.MONKEY_FAULT_RATE ?? 0);
  const faultRate = rawRate > 1 ? rawRate / 100 : rawRate;
  if (!Number.isFinite(faultRate) || faultRate < 0 || faultRate > 1)
    throw new Error(`MONKEY_FAULT_RATE must be a share (0.3) or a percentage (30), not ${env.MONKEY_FAULT_RATE}`);
  const lang = env.MONKEY_LANG ?? 'zh-CN';
  if (!(MONKEY_LANGS as readonly string[]).includes(lang))
    throw new Error(`MONKEY_LANG must be one of ${MONKEY_LANGS.join(', ')}, not ${lang}`);
  return { faultRate, lang: lang as MonkeyLang, loggedOut: env.MONKEY_LOGGED_OUT === '1' };
}

/** How a run is printed, so it can be replayed as it ran. */
export function describeCase(c: MonkeyCase): string {
  const env = [
    `MONKEY_SEED=${c.seed}`,
    `MONKEY_STEPS=${c.steps}`,
    c.faultRate > 0 ? `MONKEY_FAULT_RATE=${c.faultRate}` : '',
    c.lang !== 'zh-CN' ? `MONKEY_LANG=${c.lang}` : '',
    c.loggedOut ? 'MONKEY_LOGGED_OUT=1' : '',
  ].filter(Boolean);
  return `seed ${c.seed}, ${c.steps} steps, ${c.lang}, ${c.loggedOut ? 'logged out' : 'logged in'}, ${Math.round(c.faultRate * 100)} % of calls failing besides the fault steps (replay: ${env.join(' ')} npm run monkey)`;
}
