import { http } from '@rental/shared';
import { CommonQuestionsSchema } from './types';

const PATH = '/api/common/question';

/** The FAQ, localized by the server. Silent: the page shows the failure with a retry. */
export function getCommonQuestions() {
  return http.get(PATH, { schema: CommonQuestionsSchema, silent: true });
}

/** The FAQ as fetched ahead (the tab warmed on idle), when it is already in. */
export function commonQuestionsAhead() {
  return http.peek(PATH, { schema: CommonQuestionsSchema });
}
