import { appStore, configAtom, defaultConfig } from '@rental/shared';
import { apiHttp, closeOverlays, HttpResponse, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '../../locales/load-messages';
import TestAuthPage from './test-auth';

const server = setupApiServer();

afterEach(async () => {
  appStore.set(configAtom, defaultConfig);
  await closeOverlays();
});

const render = () =>
  renderWithProviders(<TestAuthPage query={{}} />, {
    route: '/pages/testAuth',
    token: 'tok',
    namespace: { ns: 'payments', load: loadMessages },
  });

test('switched off by config: a clear "not available", and nothing is called', async () => {
  await render();
  expect(await screen.findByText('暂不可用')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '开始测试' })).not.toBeInTheDocument();
});

test('switched on: freezes through the wallet with the server’s order string and shows the answer', async () => {
  appStore.set(configAtom, { ...defaultConfig, features: { testAuth: true } });
  const frozen: string[] = [];
  server.use(
    apiHttp.get('/api/test/aliPayFreeze', () =>
      ok({ outOrderNo: 'TF2026112200000001', amount: 1, orderStr: 'out_order_no=TF1' }),
    ),
    apiHttp.post('/wallet-sim/freeze', async ({ request }) => {
      frozen.push(((await request.json()) as { orderStr: string }).orderStr);
      return HttpResponse.json({ success: true, data: { resultCode: '9000', memo: '' } });
    }),
  );
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '开始测试' }));
  expect(await screen.findByText('预授权正常')).toBeInTheDocument();
  expect(screen.getByText('TF2026112200000001')).toBeInTheDocument();
  expect(screen.getByText('¥0.01')).toBeInTheDocument();
  expect(frozen).toEqual(['out_order_no=TF1']);
});
