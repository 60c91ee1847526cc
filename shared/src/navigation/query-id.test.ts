import { parseQueryId } from './query-id';

test.each([
  ['42', 42],
  ['000123', 123],
  ['999999999999999', 999999999999999],
  [undefined, undefined],
  ['', undefined],
  ['0', undefined],
  ['-3', undefined],
  ['1.5', undefined],
  ['12abc', undefined],
  ['1e3', undefined],
  ['9999999999999999', undefined],
  ['１２', undefined],
])('%p → %p', (raw, id) => {
  expect(parseQueryId(raw)).toBe(id);
});
