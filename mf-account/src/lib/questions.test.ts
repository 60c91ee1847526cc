import { filterQuestions, groupQuestions } from './questions';

const q = (id: number, category: string, question: string, answer = '') => ({ id, category, question, answer });
const list = [
  q(1, 'Deposit', 'What is deposit-free?'),
  q(2, 'Returns', 'How do I return it?', 'Ship it back'),
  q(3, 'Deposit', 'Refund?'),
];

test('every word must match, in the question, the answer or the topic, ignoring case', () => {
  expect(filterQuestions(list, '  ').map((x) => x.id)).toEqual([1, 2, 3]);
  expect(filterQuestions(list, 'SHIP back').map((x) => x.id)).toEqual([2]);
  expect(filterQuestions(list, 'deposit').map((x) => x.id)).toEqual([1, 3]);
  expect(filterQuestions(list, 'deposit ship')).toEqual([]);
});

test('groups keep the order topics first appear in', () => {
  expect(groupQuestions(list).map((g) => [g.category, g.questions.map((x) => x.id)])).toEqual([
    ['Deposit', [1, 3]],
    ['Returns', [2]],
  ]);
});
