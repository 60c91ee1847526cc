import type { Language } from '@rental/shared';
import { renderWithProviders } from '@rental/shared/testing';
import { loadMessages } from '../locales/load-messages';
import { PriceTag } from './price-tag';

const renderTag = (lang: Language, props: Partial<Parameters<typeof PriceTag>[0]> = {}) =>
  renderWithProviders(<PriceTag rentFrom={350} rentUnit="day" marketPrice={599900} {...props} />, {
    route: '/',
    lang,
    namespace: { ns: 'catalog', load: loadMessages },
  });

const rent = (container: HTMLElement) => container.querySelector('.cat-price__rent');
const amount = (container: HTMLElement) => container.querySelector('.cat-price__amount');

// French writes the amount its own way, the yuan sign after a no-break space.
test.each([
  ['zh-CN', 'day', '¥3.50/天起', '¥3.50'],
  ['zh-CN', 'month', '¥3.50/月起', '¥3.50'],
  ['en', 'day', 'from ¥3.50/day', '¥3.50'],
  ['fr', 'month', 'dès 3,50\u00a0¥/mois', '3,50\u00a0¥'],
] as const)('in %s, rent by the %s reads "%s", the amount alone in the accent', async (lang, rentUnit, text, price) => {
  const { container } = await renderTag(lang, { rentUnit });
  // textContent itself: toHaveTextContent reads a no-break space as a plain one.
  expect(rent(container)?.textContent).toBe(text);
  expect(amount(container)?.textContent).toBe(price);
  // The text's markup is read, never shown.
  expect(container.textContent).not.toMatch(/<\/?price>/);
});

test('the market price is struck through beside the rent, and left out of a compact tag', async () => {
  const { container } = await renderTag('zh-CN');
  expect(container.querySelector('.cat-price__market')).toHaveTextContent('官方价¥5999.00');
  expect(container.querySelector('del')).toHaveTextContent('¥5999.00');
  const compact = await renderTag('zh-CN', { compact: true });
  expect(compact.container.querySelector('.cat-price__market')).toBeNull();
  expect(rent(compact.container)).toHaveTextContent('¥3.50/天起');
});

// By the rules' month of 30 days, rounded up: ¥299/month is ¥9.97 a day, never less than it costs.
test.each([
  ['zh-CN', '低至 ¥9.97/天'],
  ['en', 'as low as ¥9.97/day'],
  ['es', 'desde 9,97\u00a0¥/día'],
  ['fr', 'soit dès 9,97\u00a0¥/jour'],
  ['zh-TW', '低至 ¥9.97/天'],
] as const)('in %s a monthly rent also reads per day: "%s"', async (lang, text) => {
  const { container } = await renderTag(lang, { rentFrom: 29900, rentUnit: 'month' });
  expect(container.querySelector('.cat-price__daily')?.textContent).toBe(text);
});

test('a compact tag keeps the rent per day', async () => {
  const { container } = await renderTag('zh-CN', { rentFrom: 29900, rentUnit: 'month', compact: true });
  expect(container.querySelector('.cat-price__daily')).toHaveTextContent('低至 ¥9.97/天');
});

test('a daily rent is not read per day twice', async () => {
  const { container } = await renderTag('zh-CN', { rentUnit: 'day' });
  expect(container.querySelector('.cat-price__daily')).toBeNull();
});
