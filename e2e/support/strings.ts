import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

const FILES: Record<string, string> = {
  common: 'shared/src/locales/{lng}/common.json',
  errors: 'shared/src/locales/{lng}/errors.json',
  shell: 'shell/src/locales/{lng}/shell.json',
  catalog: 'mf-catalog/src/locales/{lng}/catalog.json',
  orders: 'mf-orders/src/locales/{lng}/orders.json',
  account: 'mf-account/src/locales/{lng}/account.json',
  payments: 'mf-payments/src/locales/{lng}/payments.json',
};

/** The app's five languages. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'es', 'fr'] as const;

/**
 * Whether the `n`th screen-state check runs in `lang`. Every route's main face is checked in all
 * five languages (a11y-routes); each further state (sheets, errors, faults) once, the five languages
 * taking turns across the states files, so each language meets them too.
 */
export const stateCheckIn = (lang: string, n: number): boolean => LANGUAGES[n % LANGUAGES.length] === lang;

const cache = new Map<string, Record<string, unknown>>();

/** The app's own text for `ns:key` in a language, as the page shows it (`{{name}}` filled from `values`). */
export function text(lng: string, id: string, values: Record<string, string | number> = {}): string {
  const [ns, fullKey] = id.split(':') as [string, string];
  // mf-orders splits its namespace in three files: `place.*` and `manage.*` live in their own.
  const [head, ...rest] = fullKey.split('.');
  const split = ns === 'orders' && (head === 'place' || head === 'manage');
  const file = (split ? `mf-orders/src/locales/{lng}/${head}.json` : FILES[ns]!).replace('{lng}', lng);
  const key = split ? rest.join('.') : fullKey;
  let doc = cache.get(file);
  if (!doc) {
    doc = JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, unknown>;
    cache.set(file, doc);
  }
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], doc);
  if (typeof found !== 'string') throw new Error(`no text ${id} in ${lng}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
