import { http } from '@rental/shared';
import { isCommonQuestions } from './guards';
import type { CommonQuestion } from './types';

const PATH = '/api/common/question';

/** The FAQ, localized by the server. Silent: the page shows the failure with a retry. */
export function getCommonQuestions(): Promise<CommonQuestion[] | undefined> {
  return http.get(PATH, { guard: isCommonQuestions, silent: true });
}

/** The FAQ as fetched ahead (the tab warmed on idle), when it is already in. */
export function commonQuestionsAhead(): CommonQuestion[] | undefined {
  return http.peek(PATH, { guard: isCommonQuestions });
}
