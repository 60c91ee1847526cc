import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { apiHttp, closeOverlays, ok, renderWithProviders, setupApiServer, tapWhenReady } from '@rental/shared/testing';
import type { Giveback } from '../../api/types';
import { loadMessages } from '../../locales/load-messages';
import { detailFixture } from '../../testing/detail-fixtures';
import ConfirmShipmentPage from './confirm-shipment';

const server = setupApiServer();
afterEach(closeOverlays);

const giveback = (patch: Partial<Giveback> = {}): Giveback => ({
  returnNo: 'TH1',
  status: 'applied',
  reason: '租期已到',
  merchantAddress: { name: '优品租售后中心', phone: '0755-86001234', address: '广东省深圳市南山区科技园科苑路 15 号' },
  expressCompany: null,
  trackingNo: null,
  remainingPeriods: 2,
  remainingAmount: 138200,
  earlyReturnFee: 0,
  droppedPeriods: 0,
  droppedRent: 0,
  ...patch,
});

function backend(gb: Giveback | null = giveback()) {
  const sent: URLSearchParams[] = [];
  const order = detailFixture({ status: 'RETURNING', statusText: '归还中', actions: ['returnShip'], giveback: gb });
  server.use(
    apiHttp.post('/api/order/detail', () => ok(order as never)),
    apiHttp.get('/api/common/express', () =>
      ok([
        { code: 'SF', name: '顺丰速运', example: 'SF1234567890123' },
        { code: 'YTO', name: '圆通速递', example: 'YT1234567890123' },
      ]),
    ),
    apiHttp.post('/api/order/confirm/return', async ({ request }) => {
      sent.push(new URLSearchParams(await request.text()));
      return ok({ ...order, giveback: giveback({ status: 'shipped' }) } as never);
    }),
  );
  return sent;
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/confirmShipment/confirmShipment" element={<ConfirmShipmentPage query={{ orderId: '7' }} />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/pages/confirmShipment/confirmShipment', token: 'tok', namespace: { ns: 'orders', load: loadMessages } },
  );

/** Confirms the picker on the carrier it shows first (jsdom can't spin the wheel). */
async function pickFirstCompany() {
  await userEvent.click(await screen.findByRole('button', { name: /^快递公司/ }));
  const picker = document.querySelector('.adm-picker') as HTMLElement;
  expect(await within(picker).findByText('顺丰速运')).toBeInTheDocument();
  await tapWhenReady(within(picker).getByText('完成'));
}

test('checks each field where it is, keeps what was typed, then sends once and goes back to the order', async () => {
  const sent = backend();
  await render();
  expect(await screen.findByText(/优品租售后中心/)).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: '提交' });
  await userEvent.click(submit);
  expect(screen.getByRole('alert')).toHaveTextContent('请选择快递公司');

  await pickFirstCompany();
  expect(screen.getByRole('button', { name: /^快递公司/ })).toHaveTextContent('顺丰速运');
  const input = screen.getByLabelText('运单号');
  expect(input).toHaveAttribute('placeholder', '例如 SF1234567890123');
  await userEvent.type(input, 'sf12345');
  expect(input).toHaveValue('SF12345');
  await userEvent.click(submit);
  expect(screen.getByText('运单号格式不正确（例如 SF1234567890123）')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  await userEvent.type(input, '67890123');
  expect(screen.queryByText(/运单号格式不正确/)).toBeNull();
  await userEvent.click(submit);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('顺丰速运 SF1234567890123');
  await tapWhenReady(within(dialog).getByRole('button', { name: '确定' }));
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/orderDetail/orderDetail?orderId=7');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.get('expressCode')).toBe('SF');
  expect(sent[0]?.get('trackingNo')).toBe('SF1234567890123');
});

test('a return already sent back says so instead of asking again', async () => {
  backend(giveback({ status: 'shipped', expressCompany: '顺丰速运', trackingNo: 'SF1234567890123' }));
  await render();
  expect(await screen.findByText('您已提交过寄回信息')).toBeInTheDocument();
  expect(screen.getByText('顺丰速运 SF1234567890123')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
});
