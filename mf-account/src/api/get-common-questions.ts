import { http } from '@rental/shared';
import { isCommonQuestions } from './guards';
import type { CommonQuestion } from './types';

const PATH = '/api/common/question';

/** The FAQ, localized by the server. Silent: the page shows the failure with a retry. */
export function getCommonQuestions(): Promise<CommonQuestion[] | undefined> {
  return http.get(PATH, { guard: isCommonQuestions, silent: true });
}
