import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { useLocation } from './router';
import { useRequireLogin } from './login-gate';

function Personal() {
  return useRequireLogin() ? <p>my page</p> : null;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

const routes = (
  <>
    <Routes>
      <Route path="/pages/myOrder/myOrder" element={<Personal />} />
      <Route path="*" element={null} />
    </Routes>
    <Where />
  </>
);

test('a logged-out renter goes to login once, with the way back to this route and its query', async () => {
  await renderWithProviders(routes, { route: '/pages/myOrder/myOrder?tab=pending' });
  await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^\/pages\/login\/login\?redirect=/));
  const back = new URLSearchParams(screen.getByRole('status').textContent?.split('?')[1]).get('redirect');
  expect(back).toBe('/pages/myOrder/myOrder?tab=pending');
  expect(screen.queryByText('my page')).not.toBeInTheDocument();
});

test('a logged-in renter sees the page and stays', async () => {
  await renderWithProviders(routes, { route: '/pages/myOrder/myOrder', token: 'tok-1' });
  expect(screen.getByText('my page')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('/pages/myOrder/myOrder');
});
