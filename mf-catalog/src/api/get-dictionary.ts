import { http, isArrayOf, isRecord, isString } from '@rental/shared';

export type DictionaryType = 'goods_tag' | 'rent_unit' | 'goods_condition' | 'order_status' | 'tag_section';

export interface DictionaryItem {
  value: string;
  label: string;
}

const isItem = (v: unknown): v is DictionaryItem => isRecord(v) && isString(v.value) && isString(v.label);
const isDictionary = (v: unknown): v is DictionaryItem[] => isArrayOf(v, isItem);

const PATH = '/api/common/dictionary';

/**
 * A dictionary's labels in the user's language. Silent: labels only refine what the page already
 * shows, so a failure falls back to the text the page has rather than interrupting the renter.
 */
export function getDictionary(type: DictionaryType) {
  return http.get<DictionaryItem[]>(PATH, {
    params: { type },
    guard: isDictionary,
    silent: true,
    loading: false,
  });
}

export function labelMap(items: readonly DictionaryItem[] | undefined): ReadonlyMap<string, string> {
  return new Map((items ?? []).map((i) => [i.value, i.label]));
}

/** Starts the call the page is about to make (a route's prefetch). */
export const prefetchDictionary = (type: DictionaryType) => http.prefetch(PATH, { type });
