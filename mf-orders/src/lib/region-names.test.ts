import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { regionName, type RegionStems } from '@rental/shared/region-names';
import stemsFile from '@rental/shared/region-stems.json';
import regions from '../pages/ship-to-address/regions.json';

const stems = stemsFile as RegionStems;
const root = path.resolve(__dirname, '../../..');
type Raw = [string, [string, string[]][]][];
const LATIN = ['en', 'es', 'fr'] as const;
const HAN = /\p{Script=Han}/u;

test('the Latin table is what its script writes from the picker data (a changed region list needs a rerun)', () => {
  expect(() =>
    execFileSync(process.execPath, [path.join(root, 'scripts', 'region-stems.mjs'), '--check'], { stdio: 'pipe' }),
  ).not.toThrow();
});

test('every province, city and district of the picker has a Latin name in en, es and fr, and siblings differ', () => {
  const problems: string[] = [];
  const siblings = (names: string[], lang: string) => {
    const said = names.map((name) => regionName(name, lang, stems));
    said.forEach((name, i) => {
      if (HAN.test(name) || !/^\p{Lu}/u.test(name)) problems.push(`${names[i]} → ${name} (${lang})`);
    });
    if (new Set(said).size !== said.length) problems.push(`siblings collide in ${lang}: ${said.join(', ')}`);
  };
  for (const lang of LATIN) {
    siblings(
      (regions as Raw).map(([province]) => province),
      lang,
    );
    for (const [, cities] of regions as Raw) {
      siblings(
        cities.map(([city]) => city),
        lang,
      );
      for (const [, districts] of cities) siblings(districts, lang);
    }
  }
  expect(problems).toEqual([]);
});
