import type { DictionaryItem } from '../../api/types';

/** A dictionary's labels by value: empty until it loads (or when it fails), so callers keep their own text. */
export function labelMap(items: readonly DictionaryItem[] | undefined): ReadonlyMap<string, string> {
  return new Map((items ?? []).map((i) => [i.value, i.label]));
}
