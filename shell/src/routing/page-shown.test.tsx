import { renderWithProviders } from '@rental/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { whenFirstPageRendered } from './first-page';
import { LoadedPage } from './loaded-page';
import type { ResolvedPage } from './resolve-page';

// A file of its own: whether the first page has been shown is the module's state for the visit.
const MyOrders = () => <p>my orders</p>;

const gated: ResolvedPage = {
  remote: { name: 'mf_orders', namespace: 'orders', routes: [], loadMessages: async () => ({}) },
  route: {
    path: 'pages/myOrder/myOrder',
    title: 'myOrder.title',
    requiresLogin: true,
    load: async () => ({ default: MyOrders }),
  },
  Component: MyOrders,
  name: 'mf_orders',
  version: '1.0.0+a',
  passedOver: [],
  alternatives: 0,
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const shown = () => (
  <>
    <LoadedPage page={gated} query={{}} path="pages/myOrder/myOrder" onFallBack={jest.fn()} onFrame={jest.fn()} />
    <Where />
  </>
);

it('a page behind the login gate is the first page shown once drawn, not while the renter is sent to log in', async () => {
  const afterFirstPage = jest.fn();
  whenFirstPageRendered(afterFirstPage);
  const signedOut = await renderWithProviders(shown(), { route: '/pages/myOrder/myOrder' });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/login/));
  expect(screen.queryByText('my orders')).not.toBeInTheDocument();
  expect(afterFirstPage).not.toHaveBeenCalled();
  signedOut.unmount();

  await renderWithProviders(shown(), { route: '/pages/myOrder/myOrder', token: 'token-1' });
  expect(screen.getByText('my orders')).toBeInTheDocument();
  expect(afterFirstPage).toHaveBeenCalledTimes(1);
});
