import { HISTORY_KEY, searchHistory, withKeyword } from './search-history';

beforeEach(() => localStorage.clear());

test('newest first, each keyword once, trimmed, capped', () => {
  expect(withKeyword(['华为', 'PS5'], ' ps5 ')).toEqual(['ps5', '华为']);
  expect(withKeyword(['a'], '   ')).toEqual(['a']);
  const many = Array.from({ length: 10 }, (_, i) => `k${i}`);
  expect(withKeyword(many, 'new')).toEqual(['new', ...many.slice(0, 9)]);
});

test('is kept on the device and can be cleared', () => {
  searchHistory.add('iPhone 16');
  searchHistory.add('大疆');
  expect(searchHistory.add('iphone 16')).toEqual(['iphone 16', '大疆']);
  expect(searchHistory.read()).toEqual(['iphone 16', '大疆']);
  searchHistory.clear();
  expect(searchHistory.read()).toEqual([]);
});

test('a corrupt entry reads as no history', () => {
  localStorage.setItem(HISTORY_KEY, '{oops');
  expect(searchHistory.read()).toEqual([]);
  localStorage.setItem(HISTORY_KEY, JSON.stringify([1, 2]));
  expect(searchHistory.read()).toEqual([]);
});
