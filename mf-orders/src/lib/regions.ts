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

let cached: Promise<RegionOption[]> | null = null;

export function loadRegions(): Promise<RegionOption[]> {
  cached ??= import(/* webpackChunkName: "regions" */ '../data/regions.json')
    .then(({ default: raw }) =>
      (raw as RawRegions).map(([province, cities]) => ({
        label: province,
        value: province,
        children: cities.map(([city, districts]) => ({
          label: city,
          value: city,
          children: districts.map((district) => ({ label: district, value: district })),
        })),
      })),
    )
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}
