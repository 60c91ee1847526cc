import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * A text may promise only what the app does. Automatic debit, reminders and renewal are not built
 * yet: bills are paid by the renter from the order, nothing reminds anyone, a term cannot be extended.
 * Until one of them is built (with its own tests), no shipped text may promise it, in any of the five
 * languages. Building one means removing its entry here in the same change.
 */
const UNBUILT: { promise: string; wording: RegExp[] }[] = [
  {
    promise: 'automatic debit',
    wording: [
      /自动扣款|自動扣款|代扣|自动续费|自動續費|自动支付|自動支付/,
      /auto-?debit|automatic payments?|automatic(ally)? (debit|deduct|charg|collect)|(debited|deducted|charged|paid) automatically|then automatically/i,
      /(cobr|carg|pag|debit|domicili)\w* automátic|automátic\w* el mismo día|luego automáticamente/i,
      /prélève|prélèvement|prélevée?s? automatiquement|paiement automatique|puis automatiquement/i,
    ],
  },
  {
    promise: 'reminders',
    wording: [
      /提醒/,
      /\bremind/i,
      /recordatorio|te (lo )?recordamos|te (lo )?recordaremos|te avisaremos antes/i,
      /\brappel|vous prévenons avant|vous préviendrons avant/i,
    ],
  },
  {
    promise: 'renewal',
    wording: [
      /续租|續租|续约|續約/,
      /\brenew|\bextend|\bextension/i,
      /prorrog|prórroga|renovar|renovación/i,
      /prolong|renouvel/i,
    ],
  },
];

/** Words that match the list but promise nothing of ours: a watch's own feature names. */
const NOT_PROMISES = new Set(['睡眠呼吸暂停提醒', '睡眠呼吸中止提醒']);

const root = path.resolve(__dirname, '../../..');
const REMOTES = ['shell', 'mf-catalog', 'mf-orders', 'mf-account', 'mf-payments'];

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

/** The string literals of a source file, comments left out (a comment may name an unbuilt feature). */
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

/** Every text the app ships: each remote's locale strings, the rules' words and the dev API's texts. */
function shippedTexts(): { where: string; text: string }[] {
  const locales = REMOTES.flatMap((remote) =>
    files(path.join(root, remote, 'src', 'locales'), (f) => f.endsWith('.json')),
  ).flatMap((file) => leaves(JSON.parse(readFileSync(file, 'utf8'))).map((text) => ({ where: file, text })));
  const words = path.join(root, 'shared', 'src', 'rules', 'rule-words.json');
  const ruleWords = leaves(JSON.parse(readFileSync(words, 'utf8'))).map((text) => ({ where: words, text }));
  const api = path.join(root, 'dev-api', 'src');
  const sources = [
    ...files(path.join(api, 'data'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
    ...files(path.join(api, 'i18n'), (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')),
    path.join(api, 'routes', 'contract-text.ts'),
    path.join(api, 'routes', 'order-document-texts.ts'),
  ].flatMap((file) => stringLiterals(readFileSync(file, 'utf8')).map((text) => ({ where: file, text })));
  return [...locales, ...ruleWords, ...sources];
}

const texts = shippedTexts();

test('the scan reads the remotes’ locales and the dev API’s texts in all five languages', () => {
  expect(texts.some((t) => t.where.includes(`mf-payments${path.sep}src${path.sep}locales${path.sep}fr`))).toBe(true);
  expect(texts.some((t) => t.where.endsWith(path.join('agreements', 'rental', 'es.ts')))).toBe(true);
  expect(texts.some((t) => t.text.includes('{lateFeeRate}'))).toBe(true);
  expect(texts.length).toBeGreaterThan(2000);
});

test.each(UNBUILT)('no shipped text promises $promise', ({ wording }) => {
  const promising = texts
    .filter(({ text }) => !NOT_PROMISES.has(text) && wording.some((pattern) => pattern.test(text)))
    .map(({ where, text }) => `${path.relative(root, where)}: ${text}`);
  expect(promising).toEqual([]);
});
