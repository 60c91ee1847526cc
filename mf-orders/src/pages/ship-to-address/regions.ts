import { isLatinLanguage, regionName } from '@rental/shared/region-names';
import { loadRegionStems } from '../../lib/region-names';

/**
 * Mainland China's provinces → cities → districts (GB/T 2260 names, from @vant/area-data 2.1.0,
 * MIT), as CascadePicker options. The data is ~50 kB, so it is its own chunk, loaded only when
 * the address form opens.
 */
export interface RegionOption {
  label: string;
  value: string;
  children?: RegionOption[];
}

type RawRegions = [string, [string, string[]][]][];

const cached = new Map<string, Promise<RegionOption[]>>();

/**
 * The picker's options, labelled in `language` (Latin names for en/es/fr); the values stay the
 * stored Chinese names whatever the language, so an address means the same place on every screen.
 */
export function loadRegions(language: string): Promise<RegionOption[]> {
  const latin = isLatinLanguage(language);
  const key = latin ? language : 'zh';
  let options = cached.get(key);
  if (!options) {
    options = Promise.all([
      import(/* webpackChunkName: "regions" */ './regions.json'),
      latin ? loadRegionStems() : Promise.resolve({}),
    ])
      .then(([{ default: raw }, stems]) => {
        const option = (name: string) => ({ label: regionName(name, language, stems), value: name });
        return (raw as RawRegions).map(([province, cities]) => ({
          ...option(province),
          children: cities.map(([city, districts]) => ({
            ...option(city),
            children: districts.map(option),
          })),
        }));
      })
      .catch((error: unknown) => {
        cached.delete(key);
        throw error;
      });
    cached.set(key, options);
  }
  return options;
}
