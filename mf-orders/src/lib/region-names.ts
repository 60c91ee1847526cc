import { isLatinLanguage, type RegionStems } from '@rental/shared/region-names';
import { useEffect, useState } from 'react';

const NONE: RegionStems = {};
let cached: Promise<RegionStems> | null = null;
let loaded: RegionStems | null = null;

/** The Latin names of every region (~29 KB as sent): its own chunk, fetched only by en/es/fr screens. */
export function loadRegionStems(): Promise<RegionStems> {
  cached ??= import(/* webpackChunkName: "region-stems" */ '@rental/shared/region-stems.json')
    .then(({ default: stems }) => (loaded = stems as RegionStems))
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

/**
 * The table a screen in `language` names regions with: none for Chinese (names show as stored); for
 * en/es/fr the Latin names once they arrive. Until then, or if they cannot be fetched, the stored
 * names show: an address is never hidden for want of a translation.
 */
export function useRegionStems(language: string): RegionStems {
  const latin = isLatinLanguage(language);
  const [stems, setStems] = useState<RegionStems>(loaded ?? NONE);
  useEffect(() => {
    if (!latin || loaded) return;
    let live = true;
    loadRegionStems().then(
      (table) => live && setStems(table),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [latin]);
  return latin ? (loaded ?? stems) : NONE;
}
