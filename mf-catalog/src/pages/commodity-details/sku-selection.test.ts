import type { Sku } from '@rental/shared';
import type { SpecGroup } from '../../api/types';
import { choose, findSku, initialSelection, optionState, type Selection } from './sku-selection';

const groups: SpecGroup[] = [
  {
    key: 'color',
    name: '颜色',
    values: [
      { value: 'black', label: '黑' },
      { value: 'white', label: '白' },
    ],
  },
  {
    key: 'capacity',
    name: '容量',
    values: [
      { value: '128', label: '128G' },
      { value: '256', label: '256G' },
    ],
  },
];

let nextId = 1;
function sku(color: string, capacity: string, term: number, stock = 5): Sku {
  return {
    skuId: nextId++,
    goodsId: 1,
    specs: { color, capacity },
    specText: `${color} / ${capacity}`,
    term,
    termUnit: 'month',
    periods: term,
    dailyRent: 1000,
    periodRent: 30000,
    totalRent: 30000 * term,
    deposit: 500000,
    buyoutPrice: 100000,
    marketPrice: 600000,
    stock,
    image: '',
  };
}

// white/256 doesn't exist; black/256 at 12 months is sold out.
const skus = [
  sku('black', '128', 6),
  sku('black', '128', 12),
  sku('black', '256', 6),
  sku('black', '256', 12, 0),
  sku('white', '128', 6),
  sku('white', '128', 12),
];
const at = (color: string, capacity: string, term: number): Selection => ({ specs: { color, capacity }, term });

test('finds the SKU of a full selection', () => {
  expect(findSku(skus, at('white', '128', 12))?.skuId).toBe(skus[5]?.skuId);
  expect(findSku(skus, at('white', '256', 6))).toBeUndefined();
});

test('a value whose combination is missing or sold out is disabled, the rest available', () => {
  expect(optionState(skus, at('white', '128', 6), { group: 'capacity', value: '256' })).toBe('missing');
  expect(optionState(skus, at('black', '256', 6), { term: 12 })).toBe('soldOut');
  expect(optionState(skus, at('black', '128', 6), { group: 'color', value: 'white' })).toBe('available');
  const soldOutWhite = [sku('black', '128', 6), sku('white', '128', 6, 0), sku('white', '128', 12, 0)];
  expect(optionState(soldOutWhite, at('black', '128', 6), { group: 'color', value: 'white' })).toBe('soldOut');
});

test('a spec value sold out only at the chosen term stays available: tapping it moves the term', () => {
  expect(optionState(skus, at('black', '128', 12), { group: 'capacity', value: '256' })).toBe('available');
});

test('choosing a possible value changes only that value', () => {
  expect(choose(skus, groups, at('black', '128', 6), { term: 12 })).toEqual(at('black', '128', 12));
});

test('a value that makes the selection impossible moves to the nearest valid one', () => {
  // white has no 256: keep white, fall back to 128, keep the term.
  expect(choose(skus, groups, at('black', '256', 6), { group: 'color', value: 'white' })).toEqual(
    at('white', '128', 6),
  );
  // 256 at 12 months is sold out: keep 256 and colour, move the term.
  expect(choose(skus, groups, at('black', '128', 12), { group: 'capacity', value: '256' })).toEqual(
    at('black', '256', 6),
  );
});

test('a value with nothing in stock anywhere leaves the selection as it was', () => {
  const none = [sku('black', '128', 6), sku('white', '128', 6, 0)];
  expect(choose(none, groups, at('black', '128', 6), { group: 'color', value: 'white' })).toEqual(
    at('black', '128', 6),
  );
});

test('starts on the SKU and term named in the route, else the first in stock', () => {
  expect(initialSelection(skus, groups, { skuId: skus[5]?.skuId })).toEqual(at('white', '128', 12));
  expect(initialSelection(skus, groups, { skuId: skus[4]?.skuId, term: 12 })).toEqual(at('white', '128', 12));
  expect(initialSelection(skus, groups, { skuId: 999 })).toEqual(at('black', '128', 6));
  expect(initialSelection([sku('black', '128', 6, 0), sku('white', '128', 6)], groups)).toEqual(at('white', '128', 6));
  expect(initialSelection([], groups)).toBeNull();
});
