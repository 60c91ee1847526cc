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
