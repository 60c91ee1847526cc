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
  expect(where()).toHaveTextContent(/^浙江省 杭州市 西湖区 文三路 100 号 2 单元 301$/);
});

test('in English, Spanish and French the regions read in Latin letters, smallest first', async () => {
  const said = {
    en: 'Xihu District, Hangzhou, Zhejiang',
    es: 'Distrito de Xihu, Hangzhou, Zhejiang',
    fr: 'District de Xihu, Hangzhou, Zhejiang',
  };
  for (const lang of ['en', 'es', 'fr'] as const) {
    const view = await render({}, lang);
    expect(await screen.findByText(`文三路 100 号 2 单元 301, ${said[lang]}`)).toBeInTheDocument();
    view.unmount();
  }
});

// A municipality is its own province and city: the name is written once, in every language.
test.each([
  ['zh-CN', '北京市 东城区 东长安街 1 号'],
  ['zh-TW', '北京市 东城区 东长安街 1 号'],
  ['en', '东长安街 1 号, Dongcheng District, Beijing'],
  ['fr', '东长安街 1 号, District de Dongcheng, Beijing'],
] as const)('in %s, a municipality is not written twice', async (lang, line) => {
  await render({ province: '北京市', city: '北京市', district: '东城区', detail: '东长安街 1 号' }, lang);
  expect(await screen.findByText(line)).toBeInTheDocument();
});
