/**
 * A region's name as a renter reading English, Spanish or French reads it: "Dongcheng District",
 * "Distrito de Dongcheng", "District de Dongcheng". The pinyin of each name, grouped by the kind of
 * region its suffix says, is data (`region-stems.json`, written by `scripts/region-stems.mjs`); how
 * each kind is said is here. Chinese screens keep the name as it is. The address itself is stored in
 * Chinese: only what is shown changes.
 */
export type RegionStems = Partial<Record<RegionKind, Record<string, string>>>;

export type LatinLanguage = 'en' | 'es' | 'fr';

export const REGION_KINDS = [
  'province',
  'city',
  'district',
  'county',
  'autonomousPrefecture',
  'autonomousCounty',
  'autonomousBanner',
  'prefecture',
  'forestryDistrict',
  'newArea',
  'subdistrict',
  'banner',
  'league',
  'town',
  'economicZone',
  'hightechZone',
  'industrialPark',
  'developmentZone',
  'demonstrationZone',
  'managementArea',
  'directCounties',
  'whole',
] as const;
export type RegionKind = (typeof REGION_KINDS)[number];

/** `{n}` is the place's own name; a kind whose template has none is said the same for every place. */
const SAID: Record<RegionKind, Record<LatinLanguage, string>> = {
  province: { en: '{n}', es: '{n}', fr: '{n}' },
  city: { en: '{n}', es: '{n}', fr: '{n}' },
  whole: { en: '{n}', es: '{n}', fr: '{n}' },
  district: { en: '{n} District', es: 'Distrito de {n}', fr: 'District de {n}' },
  county: { en: '{n} County', es: 'Condado de {n}', fr: 'Xian de {n}' },
  autonomousPrefecture: {
    en: '{n} Autonomous Prefecture',
    es: 'Prefectura autónoma de {n}',
    fr: 'Préfecture autonome de {n}',
  },
  autonomousCounty: { en: '{n} Autonomous County', es: 'Condado autónomo de {n}', fr: 'Xian autonome de {n}' },
  autonomousBanner: { en: '{n} Autonomous Banner', es: 'Bandera autónoma de {n}', fr: 'Bannière autonome de {n}' },
  prefecture: { en: '{n} Prefecture', es: 'Prefectura de {n}', fr: 'Préfecture de {n}' },
  forestryDistrict: { en: '{n} Forestry District', es: 'Distrito forestal de {n}', fr: 'District forestier de {n}' },
  newArea: { en: '{n} New Area', es: 'Nueva Área de {n}', fr: 'Nouvelle zone de {n}' },
  subdistrict: { en: '{n} Subdistrict', es: 'Subdistrito de {n}', fr: 'Sous-district de {n}' },
  banner: { en: '{n} Banner', es: 'Bandera de {n}', fr: 'Bannière de {n}' },
  league: { en: '{n} League', es: 'Liga de {n}', fr: 'Ligue de {n}' },
  town: { en: '{n} Town', es: 'Pueblo de {n}', fr: 'Bourg de {n}' },
  economicZone: {
    en: '{n} Economic Development Zone',
    es: 'Zona de Desarrollo Económico de {n}',
    fr: 'Zone de développement économique de {n}',
  },
  hightechZone: {
    en: '{n} High-tech Zone',
    es: 'Zona de Alta Tecnología de {n}',
    fr: 'Zone de haute technologie de {n}',
  },
  industrialPark: { en: '{n} Industrial Park', es: 'Parque Industrial de {n}', fr: 'Parc industriel de {n}' },
  developmentZone: { en: '{n} Development Zone', es: 'Zona de Desarrollo de {n}', fr: 'Zone de développement de {n}' },
  demonstrationZone: { en: '{n} Demonstration Zone', es: 'Zona de Demostración de {n}', fr: 'Zone pilote de {n}' },
  managementArea: { en: '{n} Management Area', es: 'Área Administrativa de {n}', fr: 'Zone administrative de {n}' },
  directCounties: {
    en: 'Directly administered counties',
    es: 'Condados de administración directa',
    fr: 'Xian administrés directement',
  },
};

/** Names each language has its own word for, where the pinyin is not what its readers call it. */
const NAMED: Record<string, Record<LatinLanguage, string>> = {
  内蒙古自治区: { en: 'Inner Mongolia', es: 'Mongolia Interior', fr: 'Mongolie-Intérieure' },
  西藏自治区: { en: 'Tibet', es: 'Tíbet', fr: 'Tibet' },
};

export function isLatinLanguage(language: string): language is LatinLanguage {
  return language === 'en' || language === 'es' || language === 'fr';
}

/**
 * The name to show in `language`; a Chinese language, or a name the table does not know (a region
 * added to the picker after the table was written), shows the name as stored.
 */
export function regionName(name: string, language: string, stems: RegionStems): string {
  if (!isLatinLanguage(language)) return name;
  const named = NAMED[name]?.[language];
  if (named) return named;
  for (const kind of REGION_KINDS) {
    const stem = stems[kind]?.[name];
    if (stem === undefined) continue;
    const template = SAID[kind][language];
    // A name that is only its kind (开发区) has no place part: "Development Zone", never " Development Zone".
    const said = stem ? template.replace('{n}', stem) : template.replace(/\s*(?:de\s+)?\{n\}\s*/, ' ').trim();
    return said.charAt(0).toUpperCase() + said.slice(1);
  }
  return name;
}

/**
 * Province, city and district as one line in `language`: Chinese from the largest ("浙江省 杭州市
 * 西湖区"), the Latin languages from the smallest ("Xihu District, Hangzhou, Zhejiang"). A
 * municipality's city repeats its province and is left out.
 */
export function regionLine(
  region: { province: string; city: string; district: string },
  language: string,
  stems: RegionStems,
): string {
  const parts = [region.province, region.city === region.province ? '' : region.city, region.district].filter(Boolean);
  if (!isLatinLanguage(language)) return parts.join(' ');
  return parts
    .reverse()
    .map((part) => regionName(part, language, stems))
    .join(', ');
}
