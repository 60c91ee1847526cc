import type { CommonQuestion } from '../api/types';

/** Past this many questions a search box earns its place. */
export const SEARCH_THRESHOLD = 8;

export interface QuestionGroup {
  category: string;
  questions: CommonQuestion[];
}

/** Questions whose text or answer contains every word of the keyword, ignoring case. */
export function filterQuestions(questions: readonly CommonQuestion[], keyword: string): CommonQuestion[] {
  const words = keyword.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...questions];
  return questions.filter((q) => {
    const text = `${q.category} ${q.question} ${q.answer}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Groups by category, keeping the server's order of first appearance. */
export function groupQuestions(questions: readonly CommonQuestion[]): QuestionGroup[] {
  const groups = new Map<string, CommonQuestion[]>();
  for (const q of questions) {
    const list = groups.get(q.category);
    if (list) list.push(q);
    else groups.set(q.category, [q]);
  }
  return [...groups].map(([category, list]) => ({ category, questions: list }));
}
