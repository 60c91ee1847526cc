import type { useLocation, useNavigationType } from '@rental/shared';
import { useState } from 'react';

type Location = ReturnType<typeof useLocation>;
type NavigationType = ReturnType<typeof useNavigationType>;

export interface KeptTab {
  /** The tab's key (home, categories, …). */
  tab: string;
  /** Where the tab was last shown: a hidden tab page goes on seeing its own location. */
  location: Location;
  navigationType: NavigationType;
}

const samePlace = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search;

/**
 * The tab pages opened so far, in the order first opened, each with its latest location. As in
 * the wallet's own mini-programs, a tab page once opened stays alive behind the others: coming back
 * to it finds it as it was left (its scroll, what was typed, what was loaded), without a new render.
 */
export function useKeptTabs(
  tab: string | null,
  location: Location,
  navigationType: NavigationType,
  /** Tab pages prepared out of sight, not opened yet. */
  prepared: readonly KeptTab[],
): readonly KeptTab[] {
  const [kept, setKept] = useState<readonly KeptTab[]>([]);
  if (tab === null) return kept;
  const known = kept.find((k) => k.tab === tab);
  // Back on the tab as it was left (a tap on it, not a new query): the page has nothing to redraw.
  if (known && samePlace(known.location, location)) return kept;
  // Opened where it was prepared: the page is shown as it was drawn, with nothing to redraw either.
  const ready = known ? undefined : prepared.find((p) => p.tab === tab && samePlace(p.location, location));
  const shown = ready ?? { tab, location, navigationType };
  const next = known ? kept.map((k) => (k === known ? shown : k)) : [...kept, shown];
  // Derived from the route during render (React's pattern for state that follows a prop).
  setKept(next);
  return next;
}
