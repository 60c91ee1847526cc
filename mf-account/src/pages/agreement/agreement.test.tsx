import { screen, within } from '@testing-library/react';
import { apiHttp, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { loadMessages } from '../../locales/load-messages';
import AgreementPage from './agreement';

const server = setupApiServer();

const render = (type: string) =>
  renderWithProviders(<AgreementPage query={{ type }} />, {
    route: `/pages/agreement/agreement?type=${type}`,
    token: 'tok',
    namespace: { ns: 'account', load: loadMessages },
  });

test('my contracts lists the signed ones with when they were signed, each opening its text', async () => {
  server.use(
    apiHttp.get('/api/contract/list', () =>
      ok([
        {
          orderId: 7,
          orderNo: 'ZL7',
          contractNo: 'HT0007',
          status: 'signed',
          title: '租赁服务协议',
          signedAt: '2026-11-21T02:00:00.000Z',
          goods: { name: 'Apple iPhone 16 Pro', specText: '黑色 / 256GB' },
        },
      ]),
    ),
  );
  await render('contracts');
  const link = await screen.findByRole('link', { name: /Apple iPhone 16 Pro/ });
  expect(link).toHaveAttribute('href', '/pages/contractPreview/contractPreview?orderId=7');
  expect(within(link).getByText('HT0007')).toBeInTheDocument();
  expect(within(link).getByText(/^签署于 2026-11-21 \d{2}:\d{2}$/)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '我的合同' })).toHaveAttribute('aria-selected', 'true');
});

test('with nothing signed yet it says so, and the agreement templates are a tab away', async () => {
  server.use(apiHttp.get('/api/contract/list', () => ok([])));
  await render('contracts');
  expect(await screen.findByText('还没有签署的合同')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '租赁协议' })).toBeInTheDocument();
});
