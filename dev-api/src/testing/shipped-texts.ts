import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'shared', 'mf-catalog', 'mf-orders', 'mf-account', 'mf-payments'];

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full, keep);
    return keep(full) ? [full] : [];
  });
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

/** The string literals of a source file, comments left out (a comment is not a text a renter reads). */
function stringLiterals(source: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < source.length) {
    const two = source.slice(i, i + 2);
    if (two === '//') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (two === '/*') i = source.indexOf('*/', i + 2) === -1 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (source[i] === "'" || source[i] === '"' || source[i] === '`') {
      const quote = source[i];
      let j = i + 1;
      while (j < source.length && source[j] !== quote) j += source[j] === '\\' ? 2 : 1;
      found.push(source.slice(i + 1, j));
      i = j + 1;
    } else i += 1;
  }
  return found;
}

export interface ShippedText {
  where: string;
  text: string;
}

/**
 * Every text the app ships: each app's locale strings, the rules' words and the dev API's texts (its
 * messages, seed data, agreements, contract and documents). Read from the sources, so a test over them
 * sees a new string the moment it is written.
 */
export function shippedTexts(): ShippedText[] {
  const locales = APPS.flatMap((app) =>
    files(path.join(repoRoot, app, 'src', 'locales'), (f) => f.endsWith('.json')),
  ).flatMap((file) => leaves(JSON.parse(readFileSync(file, 'utf8'))).map((text) => ({ where: file, text })));
  const words = path.join(repoRoot, 'shared', 'src', 'rules', 'rule-words.json');
  const ruleWords = leaves(JSON.parse(readFileSync(words, 'utf8'))).map((text) => ({ where: words, text }));
  const api = path.join(repoRoot, 'dev-api', 'src');
  const sources = [
    ...files(path.join(api, 'data'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
    ...files(path.join(api, 'i18n'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
    path.join(api, 'routes', 'contract-text.ts'),
    path.join(api, 'routes', 'order-document-texts.ts'),
  ].flatMap((file) => stringLiterals(readFileSync(file, 'utf8')).map((text) => ({ where: file, text })));
  return [...locales, ...ruleWords, ...sources];
}
