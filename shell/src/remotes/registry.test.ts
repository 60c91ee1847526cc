import { parseRegistry, type RegistryDoc } from '@rental/platform/runtime';
import { waitFor } from '@testing-library/react';
import type * as Registry from './registry';
import type * as Resolver from '../routing/resolve-page';
import type * as Errors from './load-errors';
import { routeNotice } from './route-owner';

const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', entry: 'sha384-ZW50cnk=' };
const DETAIL = 'pages/orderDetail/orderDetail';

function registry(disabled?: unknown): string {
  const version = {
    entry: 'remotes/mf-orders/1.0.0%2Ba/mf-manifest.json',
    routes: [DETAIL],
    uploadedAt: '',
    integrity,
  };
  const orders = { dir: 'mf-orders', live: '1.0.0+a', canary: null, history: [], uploads: [] };
  return JSON.stringify({
    schema: 2,
    shell: { live: null, history: [] },
    remotes: { mf_orders: { ...orders, versions: { '1.0.0+a': version }, ...(disabled ? { disabled } : {}) } },
  });
}

let now = 0;
let bodies: (string | Promise<string> | Error)[];
let fetches: { url: string; cache: RequestCache | undefined }[];

/** The next answers of the registry, in order; the last one answers every fetch after it. */
function serve(...next: (string | Promise<string> | Error)[]): void {
  bodies = next;
}

let mod: typeof Registry;
beforeEach(() => {
  now = 0;
  fetches = [];
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    fetches.push({ url: String(input), cache: init?.cache });
    const body = await (bodies.length > 1 ? bodies.shift() : bodies[0]);
    if (body instanceof Error) throw body;
    return new Response(body, { status: 200 });
  });
  jest.isolateModules(() => {
    mod = jest.requireActual('./registry');
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the registry an open tab uses', () => {
  it('is read once, then again with its etag (no-cache) when a navigation finds it older than the stated age', async () => {
    serve(registry(), registry([{ route: DETAIL, message: 'Back by 18:00', since: '' }]));
    const heard: RegistryDoc[] = [];
    mod.onRegistry((doc) => heard.push(doc));
    const first = await mod.getRegistry();
    now = mod.REGISTRY_MAX_AGE_MS - 1;
    expect(await mod.getRegistry()).toBe(first);
    expect(fetches).toHaveLength(1);

    now = mod.REGISTRY_MAX_AGE_MS + 1;
    const second = await mod.getRegistry();
    expect(fetches.map((f) => f.cache)).toEqual([undefined, 'no-cache']);
    expect(second.remotes.mf_orders?.disabled).toEqual([{ route: DETAIL, message: 'Back by 18:00', since: '' }]);
    expect(heard).toEqual([first, second]);
    expect(mod.loadedRegistry()).toBe(second);
  });

  it('the app back in front re-reads it only when it is old, once however often it asks', async () => {
    serve(registry());
    const heard: RegistryDoc[] = [];
    mod.onRegistry((doc) => heard.push(doc));
    const first = await mod.getRegistry();
    mod.refreshRegistryIfStale();
    expect(fetches).toHaveLength(1);
    now = mod.REGISTRY_MAX_AGE_MS + 1;
    mod.refreshRegistryIfStale();
    mod.refreshRegistryIfStale();
    const second = await mod.getRegistry();
    expect(fetches.map((f) => f.cache)).toEqual([undefined, 'no-cache']);
    expect(heard).toEqual([first, second]);
    expect(second).toEqual(first);
  });

  it('a re-read that fails or hangs leaves the registry in hand: the navigation goes on with it', async () => {
    let answer: (body: string) => void = () => undefined;
    const hanging = new Promise<string>((resolve) => (answer = resolve));
    serve(registry(), new Error('offline'), hanging);
    const first = await mod.getRegistry();
    now = mod.REGISTRY_MAX_AGE_MS + 1;
    expect(await mod.getRegistry()).toBe(first);
    jest.useFakeTimers({ doNotFake: ['performance'] });
    try {
      const waited = mod.getRegistry();
      await jest.advanceTimersByTimeAsync(mod.REREAD_WAIT_MS);
      expect(await waited).toBe(first);
      expect(fetches).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
    answer(registry([{ route: null, message: null, since: '' }]));
    // The re-read still lands, for the next page.
    await waitFor(() => expect(mod.loadedRegistry()?.remotes.mf_orders?.disabled).toHaveLength(1));
  });
});

it('a route switched off fails as switched off, and nothing of its remote is fetched', async () => {
  serve(registry([{ route: DETAIL, message: 'Back by 18:00', since: '' }]));
  let resolver!: typeof Resolver;
  let errors!: typeof Errors;
  jest.isolateModules(() => {
    resolver = jest.requireActual('../routing/resolve-page');
    errors = jest.requireActual('./load-errors');
  });
  const failure = await resolver.resolvePage(`/${DETAIL}`, false).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(errors.RemoteUnavailableError);
  expect(failure).toMatchObject({ remote: 'mf_orders', message: 'remote mf_orders unavailable: switched off' });
  expect(fetches.map((f) => new URL(f.url).pathname)).toEqual(['/h5/remotes.json']);
});

it("a switch covers its own remote's routes, by the version the page would load or the catalogue, never another team's", () => {
  const doc = parseRegistry(JSON.parse(registry([{ route: null, message: 'Back by 18:00', since: '' }])));
  const account = { ...doc.remotes.mf_orders!, dir: 'mf-account' };
  account.versions = { '1.0.0+a': { ...account.versions['1.0.0+a']!, routes: ['pages/user/user'] } };
  const both = { ...doc, remotes: { ...doc.remotes, mf_account: { ...account, disabled: undefined } } };
  expect(routeNotice(both, `/${DETAIL}`)).toEqual({ remote: 'mf_orders', message: 'Back by 18:00' });
  // Not in the live version's routes, the catalogue's owner decides.
  expect(routeNotice(both, 'pages/renewal/renewal')).toEqual({ remote: 'mf_orders', message: 'Back by 18:00' });
  expect(routeNotice(both, 'pages/user/user')).toBeNull();
  expect(routeNotice(both, 'pages/commonProblem/commonProblem')).toBeNull();
  expect(routeNotice(parseRegistry(JSON.parse(registry())), DETAIL)).toBeNull();
});
