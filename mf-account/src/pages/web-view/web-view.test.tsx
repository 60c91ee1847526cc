import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { apiHttp, closeOverlays, ok, renderWithProviders, setupApiServer, tapWhenReady } from '@rental/shared/testing';
import WebViewPage, { frameMessage } from './web-view';

const server = setupApiServer();

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

afterEach(closeOverlays);

const HASH = 'a'.repeat(64);
const SHOWN = { orderId: '7', contractId: 'HT0007-v1', contentHash: HASH };

function backend(signed: boolean) {
  const checks: string[] = [];
  const creates: Record<string, string>[] = [];
  server.use(
    apiHttp.get('/api/contract/create', ({ request }) => {
      creates.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok({ contractNo: 'HT0007', signUrl: '/wallet-sim/sign?token=abc' });
    }),
    apiHttp.get('/api/contract/check', ({ request }) => {
      checks.push(new URL(request.url).searchParams.get('orderId') ?? '');
      return ok(signed ? { signed: true, status: 'PENDING_PAY', contractNo: 'HT0007' } : { signed: false });
    }),
  );
  return { checks, creates };
}

const render = (query: Record<string, string> = SHOWN) =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/webView/webView" element={<WebViewPage query={query} />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    {
      route: `/pages/webView/webView?${new URLSearchParams(query).toString()}`,
      token: 'tok',
      namespace: { ns: 'account', load: loadMessages },
    },
  );

const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

test('the sign page in a frame; its "signed" message from this origin → check → payment', async () => {
  const { checks, creates } = backend(true);
  await render();
  const frame = await screen.findByTitle<HTMLIFrameElement>('签署合同');
  expect(frame).toHaveAttribute('src', '/wallet-sim/sign?token=abc');
  // Signing names the text the renter read on the contract page.
  expect(creates).toEqual([{ orderId: '7', contractId: 'HT0007-v1', contentHash: HASH, lang: 'zh-CN' }]);
  const signed = { type: 'contract-signed', orderId: 7, contractNo: 'HT0007' };
  await post(signed, 'https://evil.example.com', frame.contentWindow);
  await post(signed, window.location.origin, window);
  expect(checks).toEqual([]);
  await post(signed, window.location.origin, frame.contentWindow);
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/confirmPayment/confirmPayment?orderId=7');
  expect(checks).toEqual(['7']);
});

test('closing unsigned says it can be signed later from the order, then leaves', async () => {
  const { checks } = backend(false);
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
  expect(await screen.findByText('合同还未签署，您可以稍后在订单中继续签署')).toBeInTheDocument();
  await tapWhenReady(screen.getByText('知道了'));
  // Back to the contract whose place it took: one entry, no loop through the sign page.
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/contractPreview/contractPreview?orderId=7');
  expect(checks).toEqual(['7']);
});

test('closing after signing goes on to payment', async () => {
  backend(true);
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
  expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/confirmPayment/confirmPayment?orderId=7');
});

test('only a signed or changed message for this order counts', () => {
  expect(frameMessage({ type: 'contract-signed', orderId: 7 }, 7)).toBe('signed');
  expect(frameMessage({ type: 'contract-changed', orderId: 7 }, 7)).toBe('changed');
  expect(frameMessage({ type: 'contract-signed', orderId: 8 }, 7)).toBeNull();
  expect(frameMessage({ type: 'other', orderId: 7 }, 7)).toBeNull();
  expect(frameMessage({ type: 'toString', orderId: 7 }, 7)).toBeNull();
  expect(frameMessage('contract-signed', 7)).toBeNull();
});

test('opened without the text read, it asks for nothing and shows the contract first', async () => {
  const { checks, creates } = backend(false);
  await render({ orderId: '7' });
  expect(await screen.findByTestId('landed')).toHaveTextContent(
    '/pages/contractPreview/contractPreview?orderId=7&notice=unread',
  );
  expect(creates).toEqual([]);
  expect(checks).toEqual([]);
});

test('without a valid order it says so and offers a way forward: the orders, from a button or the close', async () => {
  backend(false);
  for (const way of ['button', 'close'] as const) {
    const { unmount } = await renderWithProviders(
      <Routes>
        <Route path="/pages/webView/webView" element={<WebViewPage query={{ orderId: 'abc' }} />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      { route: '/pages/webView/webView?orderId=abc', token: 'tok', namespace: { ns: 'account', load: loadMessages } },
    );
    expect(screen.getByText('链接中没有有效的订单，请从订单进入查看合同')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '签署合同' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: way === 'button' ? '查看我的订单' : '关闭' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/myOrder/myOrder');
    unmount();
  }
});
