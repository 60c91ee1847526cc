import { http, isRecord } from '@rental/shared';

export interface CommonQuestion {
  id: number;
  category: string;
  question: string;
  answer: string;
}

function isCommonQuestion(v: unknown): v is CommonQuestion {
  return (
    isRecord(v) &&
    typeof v.id === 'number' &&
    typeof v.category === 'string' &&
    typeof v.question === 'string' &&
    typeof v.answer === 'string'
  );
}

const isCommonQuestions = (v: unknown): v is CommonQuestion[] => Array.isArray(v) && v.every(isCommonQuestion);

const PATH = '/api/common/question';

/** The FAQ, localized by the server. Silent: the page shows the failure with a retry. */
export function getCommonQuestions(): Promise<CommonQuestion[] | undefined> {
  return http.get(PATH, { guard: isCommonQuestions, silent: true });
}

/** Starts the call the page is about to make (a route's prefetch). */
export const prefetchCommonQuestions = () => http.prefetch(PATH);
