import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The one layout of a remote's `src/` (docs/conventions.md), read from its imports: a page's own
 * parts live beside it in `pages/<page>/`; `components/`, `hooks/` and `lib/` hold only what two or
 * more pages (or the remote as a whole: its routes, state, API) use; no page reaches into another's
 * folder. Lint holds the names and rooms; this holds who uses what, which a name cannot say.
 */

export const ROOMS = ['api', 'components', 'hooks', 'lib', 'locales', 'pages', 'state', 'testing'];

const SPEC = /(?:from\s+|import\s+|import\(\s*(?:\/\*[^*]*\*\/\s*)?|require\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

function resolveSpec(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}.json`, `${base}/index.ts`]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

export interface LayoutProblem {
  file: string;
  problem: string;
}

/** Every place `src` (a remote's source folder) departs from the layout; empty when it follows it. */
export function layoutProblems(src: string): LayoutProblem[] {
  const files = walk(src).filter((f) => !f.includes(`${path.sep}locales${path.sep}`));
  const rel = (f: string) => path.relative(src, f).split(path.sep).join('/');
  const isTest = (f: string) => /\.test\.tsx?$/.test(f) || rel(f).startsWith('testing/');
  const pageOf = (f: string) => /^pages\/([^/]+)\//.exec(rel(f))?.[1] ?? null;
  const sharedRoom = (f: string) => /^(components|hooks|lib)\//.test(rel(f));

  const importers = new Map<string, string[]>();
  for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
    for (const [, , spec = ''] of readFileSync(file, 'utf8').matchAll(SPEC)) {
      const target = resolveSpec(file, spec);
      if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }

  /** The pages that use `file`, through the shared rooms; `app` when anything else does. */
  const users = (file: string) => {
    const pages = new Set<string>();
    let app = false;
    const seen = new Set([file]);
    const queue = [file];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const user of importers.get(next) ?? []) {
        if (seen.has(user) || isTest(user)) continue;
        seen.add(user);
        const page = pageOf(user);
        if (page) pages.add(page);
        else if (sharedRoom(user)) queue.push(user);
        else app = true;
      }
    }
    return { pages, app };
  };

  const problems: LayoutProblem[] = [];
  for (const file of files) {
    const at = rel(file);
    const page = pageOf(file);
    if (page && !isTest(file)) {
      for (const user of importers.get(file) ?? []) {
        const other = pageOf(user);
        if (other && other !== page && !isTest(user))
          problems.push({ file: at, problem: `used by pages/${other}/ too: it belongs in a shared room` });
      }
    }
    if (sharedRoom(file) && !isTest(file)) {
      const { pages, app } = users(file);
      if (pages.size === 1 && !app)
        problems.push({ file: at, problem: `only pages/${[...pages][0]}/ uses it: it belongs beside that page` });
      if (pages.size === 0 && !app) problems.push({ file: at, problem: 'nothing uses it' });
    }
  }
  for (const page of readdirSync(path.join(src, 'pages'))) {
    if (!existsSync(path.join(src, 'pages', page, `${page}.tsx`)))
      problems.push({ file: `pages/${page}/`, problem: `holds no ${page}.tsx: a page folder is named for its page` });
  }
  return problems;
}
