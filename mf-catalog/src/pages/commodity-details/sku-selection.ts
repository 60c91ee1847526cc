import type { Sku } from '@rental/shared';
import type { SpecGroup } from '../../api/types';

/** The renter's choice: one value per spec group, and a term. */
export interface Selection {
  specs: Readonly<Record<string, string>>;
  term: number;
}

/** Why a chip can't be chosen: no such combination, or none left in stock. */
export type OptionState = 'available' | 'soldOut' | 'missing';

export type Change = { group: string; value: string } | { term: number };

function matches(sku: Sku, selection: Selection): boolean {
  if (sku.term !== selection.term) return false;
  return Object.entries(selection.specs).every(([group, value]) => sku.specs[group] === value);
}

export function findSku(skus: readonly Sku[], selection: Selection): Sku | undefined {
  return skus.find((sku) => matches(sku, selection));
}

export function apply(selection: Selection, change: Change): Selection {
  if ('term' in change) return { ...selection, term: change.term };
  return { ...selection, specs: { ...selection.specs, [change.group]: change.value } };
}

const sameSpecs = (sku: Sku, specs: Selection['specs']) =>
  Object.entries(specs).every(([group, value]) => sku.specs[group] === value);

/**
 * Whether a chip can be tapped. A spec value is judged with the other specs as chosen, over every
 * term (tapping it may move the term); a term is judged with the specs as chosen.
 */
export function optionState(skus: readonly Sku[], selection: Selection, change: Change): OptionState {
  const next = apply(selection, change);
  const reachable = skus.filter((sku) => ('term' in change ? matches(sku, next) : sameSpecs(sku, next.specs)));
  if (reachable.length === 0) return 'missing';
  return reachable.some((sku) => sku.stock > 0) ? 'available' : 'soldOut';
}

const selectionOf = (sku: Sku): Selection => ({ specs: { ...sku.specs }, term: sku.term });

function distance(sku: Sku, selection: Selection, groups: readonly SpecGroup[]): number {
  // Earlier groups (colour before condition) weigh more: keep what the renter picked first.
  let cost = sku.term === selection.term ? 0 : 1;
  groups.forEach((group, index) => {
    if (sku.specs[group.key] !== selection.specs[group.key]) cost += groups.length - index + 1;
  });
  return cost;
}

/**
 * Applies a tap. When the result doesn't exist or is sold out, the nearest in-stock SKU that keeps
 * the tapped value is chosen instead; when none keeps it, the selection stays as it was.
 */
export function choose(
  skus: readonly Sku[],
  groups: readonly SpecGroup[],
  selection: Selection,
  change: Change,
): Selection {
  const next = apply(selection, change);
  const exact = findSku(skus, next);
  if (exact && exact.stock > 0) return next;
  const keeps = (sku: Sku) => ('term' in change ? sku.term === change.term : sku.specs[change.group] === change.value);
  const candidates = skus.filter((sku) => sku.stock > 0 && keeps(sku));
  if (candidates.length === 0) return selection;
  const best = candidates.reduce((a, b) => (distance(b, next, groups) < distance(a, next, groups) ? b : a));
  return selectionOf(best);
}

interface Restore {
  skuId?: number;
  term?: number;
}

/** What a SKU's "from" price is made of: its daily rent for day rentals, else its rent per period. */
const headlineRent = (sku: Sku): number => (sku.termUnit === 'day' ? sku.dailyRent : sku.periodRent);

/** The in-stock SKU whose rent is the lowest: the one a "from ¥…" on a banner or a list promises. */
export function cheapestSku(skus: readonly Sku[]): Sku | undefined {
  const inStock = skus.filter((sku) => sku.stock > 0);
  return inStock.reduce<Sku | undefined>(
    (best, sku) => (!best || headlineRent(sku) < headlineRent(best) ? sku : best),
    undefined,
  );
}

/**
 * Where the picker starts: the SKU named in the route (back from login), else the cheapest in
 * stock (the "from" price that led here), with the route's term applied when that combination exists.
 */
export function initialSelection(
  skus: readonly Sku[],
  groups: readonly SpecGroup[],
  restore: Restore = {},
): Selection | null {
  const named = skus.find((sku) => sku.skuId === restore.skuId);
  const start = named ?? cheapestSku(skus) ?? skus[0];
  if (!start) return null;
  const selection = selectionOf(start);
  if (restore.term === undefined || restore.term === selection.term) return selection;
  const withTerm = apply(selection, { term: restore.term });
  return findSku(skus, withTerm) ? choose(skus, groups, selection, { term: restore.term }) : selection;
}
