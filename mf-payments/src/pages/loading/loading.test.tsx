import { appStore, billStoreAtom, emptyBillStore, updateBillStore } from '@rental/shared';
import { renderWithProviders } from '@rental/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import LoadingPage from './loading';

afterEach(() => appStore.set(billStoreAtom, emptyBillStore));

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

async function renderLoading(query: Record<string, string> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/pages/loading/loading" element={<LoadingPage query={query} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/pages/loading/loading', token: 'tok', namespace: { ns: 'payments', load: loadMessages } },
  );
}

test('back from the wallet with a trade in the bill store: to that trade’s result', async () => {
  updateBillStore({ bizId: 'PT2026112200000001', orderId: '42' });
  await renderLoading();
  expect(
    await screen.findByText('at /pages/paymentResult/paymentResult?tradeNo=PT2026112200000001&orderId=42'),
  ).toBeInTheDocument();
});

test('a bizId in the link wins; with only an order, to the order; with nothing, home', async () => {
  await renderLoading({ bizId: 'PT9,7' });
  expect(await screen.findByText('at /pages/paymentResult/paymentResult?tradeNo=PT9&orderId=7')).toBeInTheDocument();
});

test('only an order: to the order', async () => {
  updateBillStore({ orderId: '42' });
  await renderLoading();
  expect(await screen.findByText('at /pages/orderDetail/orderDetail?orderId=42')).toBeInTheDocument();
});

test('nothing to resume: home', async () => {
  await renderLoading();
  expect(await screen.findByText('at /')).toBeInTheDocument();
});
