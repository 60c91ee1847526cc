import { screen } from '@testing-library/react';
import { renderWithProviders } from '@rental/shared/testing';
import type { Language } from '@rental/shared';
import type { OrderDetail } from '../../api/types';
import { loadMessages } from '../../locales/load-messages';
import { detailFixture } from '../../testing/detail-fixtures';
import { AddressSection } from './address-section';

const render = (address: Partial<OrderDetail['address']>, lang: Language = 'zh-CN') =>
  renderWithProviders(<AddressSection address={{ ...detailFixture().address, ...address }} />, {
    lang,
    namespace: { ns: 'orders', load: loadMessages },
  });

const where = () => document.querySelector('.ord-detail-address-where');

test('a province, its city and district read as one place name', async () => {
  await render({});
  expect(await screen.findByText('林小租')).toBeInTheDocument();
  expect(where()).toHaveTextContent(/^浙江省杭州市西湖区 文三路 100 号 2 单元 301$/);
});

// A municipality is its own province and city: the name is written once, in every language.
test.each(['zh-CN', 'en', 'fr'] as const)('in %s, a municipality is not written twice', async (lang) => {
  await render({ province: '北京市', city: '北京市', district: '东城区', detail: '东长安街 1 号' }, lang);
  expect(await screen.findByText('林小租')).toBeInTheDocument();
  expect(where()).toHaveTextContent(/^北京市东城区 东长安街 1 号$/);
});
