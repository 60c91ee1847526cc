import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages';

/** Every app's locale folders: `<app>/src/locales/<lng>/<ns>.json`. */
const repo = path.resolve(__dirname, '../../..');
const remotes = (
  JSON.parse(readFileSync(path.join(repo, 'scripts', 'apps.json'), 'utf8')) as { dir: string; kind: string }[]
)
  .filter((app) => app.kind === 'remote')
  .map((app) => app.dir);
const apps = ['shared', 'shell', ...remotes];

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function namespaces(app: string): { dir: string; files: string[] } | null {
  const dir = path.join(repo, app, 'src', 'locales');
  try {
    statSync(dir);
  } catch {
    return null;
  }
  const files = new Set<string>();
  for (const lng of LANGUAGES) {
    for (const f of readdirSync(path.join(dir, lng))) if (f.endsWith('.json')) files.add(f);
  }
  return { dir, files: [...files] };
}

describe.each(apps)('%s translations', (app) => {
  const found = namespaces(app);
  it('has a locales folder with every language', () => {
    expect(found).not.toBeNull();
    for (const lng of LANGUAGES) expect(statSync(path.join(found!.dir, lng)).isDirectory()).toBe(true);
  });

  it('has every key in every language, none empty', () => {
    const problems: string[] = [];
    for (const file of found?.files ?? []) {
      const byLang = new Map<string, Map<string, unknown>>();
      for (const lng of LANGUAGES) {
        const json: unknown = JSON.parse(readFileSync(path.join(found!.dir, lng, file), 'utf8'));
        const flat = new Map<string, unknown>();
        for (const k of keys(json))
          flat.set(
            k,
            k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)?.[part], json),
          );
        byLang.set(lng, flat);
      }
      const all = new Set([...byLang.values()].flatMap((m) => [...m.keys()]));
      for (const lng of LANGUAGES) {
        for (const k of all) {
          const v = byLang.get(lng)!.get(k);
          if (v === undefined) problems.push(`${lng}/${file}: missing ${k}`);
          else if (typeof v === 'string' && v.trim() === '') problems.push(`${lng}/${file}: empty ${k}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
