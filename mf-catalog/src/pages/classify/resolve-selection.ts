import { type Category } from '@rental/shared';

export interface Selection {
  top: Category;
  /** The sub-category chip in use, or null for the whole top-level category. */
  sub: Category | null;
  /** What the goods list is filtered by: the chip's id, else the top-level id. */
  filterId: number;
}

/** A positive integer id from the hash query, or null. */
export function parseCategoryId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Which side bar entry and chip an id stands for: a top-level id selects it; a child id selects
 * its parent with that chip; anything else falls back to the first category.
 */
export function resolveSelection(tree: readonly Category[], id: number | null): Selection | null {
  for (const top of tree) {
    if (top.id === id) return { top, sub: null, filterId: top.id };
    const sub = top.children?.find((child) => child.id === id);
    if (sub) return { top, sub, filterId: sub.id };
  }
  const first = tree[0];
  return first ? { top: first, sub: null, filterId: first.id } : null;
}
