import { http } from '@rental/shared';
import { DictionarySchema, type DictionaryType } from './types';

const PATH = '/api/common/dictionary';

/**
 * A dictionary's labels in the user's language. Silent: labels only refine what the page already
 * shows, so a failure falls back to the text the page has rather than interrupting the renter.
 */
export function getDictionary(type: DictionaryType) {
  return http.get(PATH, { params: { type }, schema: DictionarySchema, silent: true, loading: false });
}
