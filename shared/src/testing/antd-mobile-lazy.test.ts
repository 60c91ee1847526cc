import * as lazy from 'antd-mobile';

// The lazy index must offer what the real one does, each export the very same value.
test('every export of antd-mobile is there, the same as the package’s own', () => {
  const real = jest.requireActual<Record<string, unknown>>('antd-mobile/cjs/index.js');
  const names = Object.keys(real).sort();
  expect(Object.keys(lazy).sort()).toEqual(names);
  for (const name of names) expect([name, (lazy as Record<string, unknown>)[name]]).toEqual([name, real[name]]);
});
