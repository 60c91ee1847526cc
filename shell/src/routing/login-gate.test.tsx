import { useLocation, type PageProps, type RemoteModule } from '@rental/shared';
import { renderWithProviders } from '@rental/shared/testing';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { shellResources } from '../locales/resources';
import { PageResolverContext, type PageResolver } from './page-resolver';
import type { ResolvedPage } from './resolve-page';
import { RouteHost } from './route-host';

const remote: RemoteModule = { name: 'mf_test', namespace: 'gateTest', routes: [], loadMessages: async () => ({}) };
let drawn: string[] = [];
const Bills = ({ query }: PageProps) => {
  drawn.push(query.orderId ?? '');
  return <p>Bills of {query.orderId}</p>;
};
const Login = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="login">{pathname + search}</p>;
};

const resolvePage: PageResolver = async (path) => {
  const page: ResolvedPage = {
    remote,
    route: { path, title: path, load: async () => ({ default: Bills }), requiresLogin: path.startsWith('pages/bill') },
    Component: Bills,
    name: 'mf_test',
    version: '1.0.0',
    passedOver: [],
    alternatives: 0,
  };
  return page;
};

const open = (route: string, token = '') =>
  act(() =>
    renderWithProviders(
      <PageResolverContext value={resolvePage}>
        <Routes>
          <Route path="/pages/login/login" element={<Login />} />
          <Route path="*" element={<RouteHost />} />
        </Routes>
      </PageResolverContext>,
      { route, token, namespace: { ns: 'shell', load: (lng) => Promise.resolve(shellResources[lng]) } },
    ),
  );

beforeEach(() => {
  drawn = [];
});

test('a personal page without a session is never drawn: login first, then back to it with its query', async () => {
  await open('/pages/billingDetails/billingDetails?orderId=7');
  expect(await screen.findByTestId('login')).toHaveTextContent(
    '/pages/login/login?redirect=%2Fpages%2FbillingDetails%2FbillingDetails%3ForderId%3D7',
  );
  expect(drawn).toEqual([]);
});

test('with a session it is drawn; a page that is not personal is drawn without one', async () => {
  await open('/pages/billingDetails/billingDetails?orderId=7', 'token-1');
  expect(await screen.findByText('Bills of 7')).toBeVisible();
  await open('/pages/help/help?orderId=8');
  expect(await screen.findByText('Bills of 8')).toBeVisible();
});
