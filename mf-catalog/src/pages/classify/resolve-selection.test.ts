import { categories } from '../../testing/fixtures';
import { parseCategoryId, resolveSelection } from './resolve-selection';

test.each([
  ['3', 3],
  ['101', 101],
  [undefined, null],
  ['', null],
  ['0', null],
  ['-1', null],
  ['2abc', null],
  ['1e3', null],
])('parseCategoryId(%p) is %p', (raw, id) => {
  expect(parseCategoryId(raw)).toBe(id);
});

test('a top-level id selects it as a whole', () => {
  expect(resolveSelection(categories, 2)).toMatchObject({ top: { id: 2 }, sub: null, filterId: 2 });
});

test('a child id selects its parent and that child', () => {
  expect(resolveSelection(categories, 102)).toMatchObject({ top: { id: 1 }, sub: { id: 102 }, filterId: 102 });
});

test('an unknown or missing id falls back to the first category', () => {
  expect(resolveSelection(categories, 999)).toMatchObject({ top: { id: 1 }, sub: null, filterId: 1 });
  expect(resolveSelection(categories, null)?.filterId).toBe(1);
});

test('no categories, no selection', () => {
  expect(resolveSelection([], 1)).toBeNull();
});
