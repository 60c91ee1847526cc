import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { PageProps } from '@rental/shared';
import { apiHttp, fail, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import { loadMessages } from '../../locales/load-messages';
import WebViewPage from '../web-view/web-view';
import ContractPreviewPage from './contract-preview';

// The contract changes between reading and signing: the server refuses, and the renter is shown
// the contract again — the new text, fetched anew — with the reason, then signs that one.
const server = setupApiServer();

function Routed({ page: Page }: { page: ComponentType<PageProps> }) {
  const { search } = useLocation();
  return <Page query={Object.fromEntries(new URLSearchParams(search))} />;
}

/** The lessor's contract for order 7 at revision `n`: its text, id and hash, as the server serves it. */
const version = (n: number) => ({
  contractId: `HT0007-v${n}`,
  contentHash: String(n).repeat(64),
  html: `<p>第 ${n} 版条款</p>`,
});

function backend() {
  let revision = 1;
  const fetched: number[] = [];
  const creates: string[] = [];
  server.use(
    apiHttp.get('/api/contract/order', () =>
      ok({ orderId: 7, orderNo: 'RO7', contractNo: 'HT0007', status: 'none', title: '租赁服务协议', signedAt: null }),
    ),
    apiHttp.post('/api/order/detail', () => ok({ orderId: 7, status: 'PENDING_SIGN' })),
    apiHttp.post('/api/order/contract/html', () => {
      fetched.push(revision);
      return ok({ orderId: 7, contractNo: 'HT0007', title: '租赁服务协议', lang: 'zh-CN', ...version(revision) });
    }),
    apiHttp.get('/api/contract/create', ({ request }) => {
      const hash = new URL(request.url).searchParams.get('contentHash') ?? '';
      creates.push(hash);
      if (hash !== version(revision).contentHash)
        return fail(409, '合同内容已更新，请阅读新版本后再签署', {
          reason: 'contractChanged',
          contractId: `HT0007-v${revision}`,
        });
      return ok({ contractNo: 'HT0007', signUrl: '/wallet-sim/sign?token=t1' });
    }),
  );
  return { fetched, creates, revise: () => (revision += 1) };
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/contractPreview/contractPreview" element={<Routed page={ContractPreviewPage} />} />
      <Route path="/pages/webView/webView" element={<Routed page={WebViewPage} />} />
    </Routes>,
    {
      route: '/pages/contractPreview/contractPreview?orderId=7',
      token: 'tok',
      namespace: { ns: 'account', load: loadMessages },
    },
  );

test('revised after reading: signing is refused, the new text is fetched and shown with the reason', async () => {
  const { fetched, creates, revise } = backend();
  await render();
  expect(await screen.findByText('第 1 版条款')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  revise();
  await userEvent.click(screen.getByRole('button', { name: '签署合同' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    '合同内容在您打开后有更新，这里是最新版本。请阅读后再签署。',
  );
  expect(await screen.findByText('第 2 版条款')).toBeInTheDocument();
  expect(screen.queryByText('第 1 版条款')).toBeNull();
  expect(fetched).toEqual([1, 2]);

  // Signing now names the new text, and the provider's page opens.
  await userEvent.click(screen.getByRole('button', { name: '签署合同' }));
  expect(await screen.findByTitle('签署合同')).toHaveAttribute('src', '/wallet-sim/sign?token=t1');
  expect(creates).toEqual([version(1).contentHash, version(2).contentHash]);
});

test('never read: the refusal brings the contract up first, saying it must be read', async () => {
  const { fetched } = backend();
  await render();
  expect(await screen.findByText('第 1 版条款')).toBeInTheDocument();
  server.use(
    apiHttp.get('/api/contract/create', () => fail(409, '请先阅读合同，再签署', { reason: 'contractNotShown' })),
  );
  await userEvent.click(screen.getByRole('button', { name: '签署合同' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('签署前请先阅读合同全文。');
  await waitFor(() => expect(fetched).toEqual([1, 1]));
});

test('revised while the sign page is open: its refusal message brings the new text up the same way', async () => {
  const { fetched, revise } = backend();
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '签署合同' }));
  const frame = await screen.findByTitle<HTMLIFrameElement>('签署合同');
  revise();
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'contract-changed', orderId: 7 },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('合同内容在您打开后有更新');
  expect(await screen.findByText('第 2 版条款')).toBeInTheDocument();
  expect(fetched).toEqual([1, 2]);
});
