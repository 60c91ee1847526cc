import { apiHttp, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { screen } from '@testing-library/react';
import { loadMessages } from '../../locales/load-messages';
import { detail } from '../../testing/detail-fixtures';
import ValueAddedServicesPage from './value-added-services';

setupApiServer(apiHttp.get('/api/goods/1001', () => ok(detail)));

const renderPage = (id?: string) =>
  renderWithProviders(<ValueAddedServicesPage query={id ? { id } : {}} />, {
    route: '/pages/valueAddedServices/valueAddedServices',
    namespace: { ns: 'catalog', load: loadMessages },
  });

test('each service with what it covers, its price and how it is charged', async () => {
  await renderPage('1001');
  expect(await screen.findByRole('heading', { name: '意外保障' })).toBeInTheDocument();
  expect(screen.getByText('覆盖跌落、进水等意外损坏。')).toBeInTheDocument();
  expect(screen.getByText('¥24.00')).toBeInTheDocument();
  expect(screen.getByText('每期随租金收取')).toBeInTheDocument();
  expect(screen.getByText('¥120.00')).toBeInTheDocument();
  expect(screen.getByText('一次性收取，随首期支付')).toBeInTheDocument();
});

test('without a goods it says where to open it from', async () => {
  await renderPage();
  expect(screen.getByText('未指定商品')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
});
