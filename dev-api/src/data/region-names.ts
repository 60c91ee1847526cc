import { readFileSync } from 'node:fs';
import { regionName, type RegionStems } from '@rental/shared/region-names';
import type { Lang } from '../i18n/lang';

const STEMS: RegionStems = JSON.parse(
  readFileSync(require.resolve('@rental/shared/region-stems.json'), 'utf8'),
) as RegionStems;

/** A stored (Chinese) region name as a server text in `lang` says it: 深圳市 is "Shenzhen" in English. */
export function placeName(name: string, lang: Lang): string {
  return regionName(name, lang, STEMS);
}
