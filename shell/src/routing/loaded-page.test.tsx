import { logContext } from '@rental/shared';
import { renderWithProviders } from '@rental/shared/testing';
import { screen } from '@testing-library/react';
import { diagnostics } from '../delivery/diagnostics-state';
import { LoadedPage } from './loaded-page';
import type { ResolvedPage } from './resolve-page';
import { RouteBoundary } from '../testing/route-boundary';

function Broken(): never {
  throw new Error('broken release');
}

const page = (version: string, Page: ResolvedPage['Component']): ResolvedPage => ({
  remote: { name: 'mf_orders', namespace: 'orders', routes: [], loadMessages: async () => ({}) },
  route: { path: 'pages/myOrder/myOrder', title: 'myOrder.title', load: async () => ({ default: Page }) },
  Component: Page,
  name: 'mf_orders',
  version,
  passedOver: [],
  alternatives: 0,
});

const renderErrors = (version: string) =>
  diagnostics
    .snapshot()
    .get('mf_orders')
    ?.errors.filter((e) => e.version === version && e.cause === 'render') ?? [];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('a page whose first render throws with no other version left', () => {
  it('is told once, and what the route boundary logs names its version, not the page shown before', async () => {
    await renderWithProviders(
      <RouteBoundary>
        <LoadedPage
          page={page('1.0.0+a', () => (
            <p>orders</p>
          ))}
          query={{}}
          path="pages/myOrder/myOrder"
          onFallBack={jest.fn()}
          onFrame={jest.fn()}
        />
      </RouteBoundary>,
    );
    expect(logContext().remote).toBe('mf_orders@1.0.0+a');
    await renderWithProviders(
      <RouteBoundary>
        <LoadedPage
          page={page('2.0.0+b', Broken)}
          query={{}}
          path="pages/myOrder/myOrder"
          onFallBack={jest.fn()}
          onFrame={jest.fn()}
        />
      </RouteBoundary>,
    );
    expect(screen.getByText('route boundary: broken release')).toBeInTheDocument();
    expect(renderErrors('2.0.0+b')).toHaveLength(1);
    expect(logContext().remote).toBe('mf_orders@2.0.0+b');
  });
});

describe('a page served by another version because a better one failed on this device', () => {
  it('is counted in the diagnostics as it is shown, before anything else is loaded', async () => {
    const served: ResolvedPage = {
      ...page('2.0.0+b', () => <p>orders</p>),
      passedOver: [{ version: '3.0.0+c', reason: 'threw on first render' }],
    };
    await renderWithProviders(
      <RouteBoundary>
        <LoadedPage page={served} query={{}} path="pages/myOrder/myOrder" onFallBack={jest.fn()} onFrame={jest.fn()} />
      </RouteBoundary>,
    );
    // A renter may close the app now: the health report it sends must already count the fallback.
    expect(diagnostics.snapshot().get('mf_orders')?.fallbacks).toEqual([
      { from: ['3.0.0+c'], to: '2.0.0+b', at: expect.any(Number) },
    ]);
  });
});
