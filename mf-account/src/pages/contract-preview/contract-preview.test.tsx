import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { apiHttp, HttpResponse, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import ContractPreviewPage from './contract-preview';

const server = setupApiServer();

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

const meta = (status: 'none' | 'signing' | 'signed' = 'none', contractNo: string | null = 'HT0007') => ({
  orderId: 7,
  orderNo: 'RO7',
  contractNo,
  status,
  title: '设备租赁合同',
  signedAt: status === 'signed' ? '2026-11-21T02:00:00.000Z' : null,
  parties: {},
});

function backend(
  opts: { orderStatus?: string; contract?: 'none' | 'signed'; failFirst?: boolean; contractNo?: string | null } = {},
) {
  const bodies: unknown[] = [];
  let calls = 0;
  server.use(
    apiHttp.get('/api/contract/order', () => {
      calls += 1;
      return opts.failFirst && calls === 1
        ? HttpResponse.json({ success: false, code: 500, msg: '' })
        : ok(meta(opts.contract, opts.contractNo));
    }),
    apiHttp.post('/api/order/contract/html', async ({ request }) => {
      bodies.push(await request.json());
      return ok({
        orderId: 7,
        contractNo: 'HT0007',
        contractId: 'HT0007-v1',
        contentHash: 'c'.repeat(64),
        title: '设备租赁合同',
        lang: 'zh-CN',
        html: '<h2>第一条</h2><p>条款正文</p><script>window.__x = 1</script><img src="https://t.example.com/p.gif" onerror="x()">',
      });
    }),
    apiHttp.post('/api/order/detail', () => ok({ orderId: 7, status: opts.orderStatus ?? 'PENDING_SIGN' })),
    apiHttp.get('/api/contract/documents', () => ok([])),
  );
  return bodies;
}

const render = (query: Record<string, string>) =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/contractPreview/contractPreview" element={<ContractPreviewPage query={query} />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/pages/contractPreview/contractPreview', token: 'tok', namespace: { ns: 'account', load: loadMessages } },
  );

test('shows meta and the sanitized text; a pending-sign order can go on to sign', async () => {
  const bodies = backend();
  const { container } = await render({ orderId: '7', fixture: 'hostile' });
  expect(await screen.findByText('条款正文')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '设备租赁合同' })).toBeInTheDocument();
  expect(screen.getByText('合同编号：HT0007')).toBeInTheDocument();
  expect(screen.getByText('签署状态：未签署')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(container.innerHTML).not.toContain('example.com');
  expect(bodies).toEqual([{ orderId: 7, fixture: 'hostile' }]);
  await userEvent.click(screen.getByRole('button', { name: '签署合同' }));
  expect(await screen.findByTestId('landed')).toHaveTextContent(
    `/pages/webView/webView?orderId=7&contractId=HT0007-v1&contentHash=${'c'.repeat(64)}`,
  );
});

test('a signed contract has no sign button', async () => {
  backend({ orderStatus: 'PENDING_PAY', contract: 'signed' });
  await render({ orderId: '7' });
  expect(await screen.findByText(/^签署状态：已签署/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '签署合同' })).toBeNull();
});

test('a failure offers a retry', async () => {
  backend({ failFirst: true });
  await render({ orderId: '7' });
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByText('条款正文')).toBeInTheDocument();
});

test.each<Record<string, string>>([{}, { orderId: 'abc' }, { orderId: '0' }])(
  'a missing or bad orderId says so (%o)',
  async (query) => {
    await render(query);
    expect(screen.getByText('链接中没有有效的订单，请从订单进入查看合同')).toBeInTheDocument();
  },
);

test('without a contract number there is no number line; a signed one says when', async () => {
  backend({ orderStatus: 'PENDING_REVIEW', contractNo: null });
  const first = await render({ orderId: '7' });
  expect(await screen.findByText('条款正文')).toBeInTheDocument();
  expect(screen.queryByText(/合同编号/)).not.toBeInTheDocument();
  first.unmount();
  backend({ orderStatus: 'PENDING_PAY', contract: 'signed' });
  await render({ orderId: '7' });
  expect(await screen.findByText(/^签署状态：已签署 · 2026-11-21 \d{2}:\d{2}$/)).toBeInTheDocument();
});

test("a signed contract lists what the order's end produced; one opens as issued, in its own language", async () => {
  backend({ orderStatus: 'BOUGHT_OUT', contract: 'signed' });
  const asked: string[] = [];
  server.use(
    apiHttp.get('/api/contract/documents', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('orderId') ?? '');
      return ok([{ docId: 'GM0007', kind: 'purchaseProof', title: '购买凭证', issuedAt: '2026-11-27T16:30:00.000Z' }]);
    }),
    apiHttp.get('/api/contract/document', ({ request }) =>
      new URL(request.url).searchParams.get('docId') === 'GM0007'
        ? ok({
            docId: 'GM0007',
            kind: 'purchaseProof',
            title: 'Proof of purchase',
            issuedAt: '2026-11-27T16:30:00.000Z',
            orderId: 7,
            lang: 'en',
            contentHash: 'd'.repeat(64),
            html: '<p>From 2026-11-28 the device above belongs to Party B.</p><script>window.__x = 1</script>',
          })
        : HttpResponse.json({ success: false, code: 404, msg: 'This order has no such document' }),
    ),
  );
  const first = await render({ orderId: '7' });
  const list = await screen.findByRole('region', { name: '相关文件' });
  // Issued just after midnight in Beijing: the day the renter saw it happen.
  expect(list).toHaveTextContent('购买凭证出具于 2026-11-28');
  expect(asked).toEqual(['7']);
  expect(screen.getByRole('link', { name: /购买凭证/ })).toHaveAttribute(
    'href',
    expect.stringContaining('/pages/contractPreview/contractPreview?orderId=7&docId=GM0007'),
  );
  first.unmount();

  const { container } = await render({ orderId: '7', docId: 'GM0007' });
  expect(await screen.findByText(/the device above belongs to Party B/)).toBeInTheDocument();
  const doc = screen.getByTestId('document-html');
  expect(doc).toHaveAttribute('lang', 'en');
  // Read in Chinese, signed in English: the page says which language the document is in, and why.
  expect(screen.getByText('本文件使用签署时的语言（英语），以此文本为准')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '文件信息' }).querySelector('h1')).toHaveTextContent('Proof of purchase');
  expect(container.querySelector('script')).toBeNull();
});

test('an order still running lists no documents, and a document that is not there says so', async () => {
  backend({ orderStatus: 'IN_RENT', contract: 'signed' });
  server.use(
    apiHttp.get('/api/contract/document', () =>
      HttpResponse.json({ success: false, code: 404, msg: '该订单没有这份文件' }),
    ),
  );
  const first = await render({ orderId: '7' });
  expect(await screen.findByText(/^签署状态：已签署/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '相关文件' })).toBeNull();
  first.unmount();
  await render({ orderId: '7', docId: 'JS0007' });
  expect(await screen.findByRole('button', { name: '返回首页' })).toBeInTheDocument();
});

test("moving to another order's contract never shows the one before while the new one loads", async () => {
  backend();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    apiHttp.post('/api/order/contract/html', async ({ request }) => {
      const { orderId } = (await request.json()) as { orderId: number };
      if (orderId === 8) await held;
      return ok({
        orderId,
        contractNo: `HT000${orderId}`,
        contractId: `HT000${orderId}-v1`,
        contentHash: 'c'.repeat(64),
        title: '设备租赁合同',
        lang: 'zh-CN',
        html: `<p>第 ${orderId} 号订单的条款</p>`,
      });
    }),
  );
  const page = (orderId: string) => (
    <Routes>
      <Route path="/pages/contractPreview/contractPreview" element={<ContractPreviewPage query={{ orderId }} />} />
    </Routes>
  );
  const view = await render({ orderId: '7' });
  expect(await screen.findByText('第 7 号订单的条款')).toBeInTheDocument();
  view.rerender(page('8'));
  expect(screen.queryByText('第 7 号订单的条款')).not.toBeInTheDocument();
  release();
  expect(await screen.findByText('第 8 号订单的条款')).toBeInTheDocument();
});
