import { apiHttp, HttpResponse, setupApiServer } from '@rental/shared/testing';
import { fetchCheckedManifest } from './remote-gate';
import { IncompatibleRemoteError } from './load-errors';

const URL_OK = 'http://localhost/h5/remotes/mf-orders/1.0.0%2Ba/mf-manifest.json';
const manifest = (requires: Record<string, string>) => ({
  id: 'mf_orders',
  name: 'mf_orders',
  metaData: { buildInfo: { buildVersion: '1.0.0+a' } },
  shared: Object.entries(requires).map(([name, requiredVersion]) => ({ name, singleton: true, requiredVersion })),
  exposes: [{ id: 'mf_orders:routes', name: 'routes', path: './routes' }],
  remotes: [],
});

const server = setupApiServer();

describe("the shell's run-time gate", () => {
  it('lets a compatible remote through and returns the manifest it judged', async () => {
    server.use(
      apiHttp.get(URL_OK, () => HttpResponse.json(manifest({ react: '^19.0.0', '@rental/shared': '^1.0.0' }))),
    );
    await expect(fetchCheckedManifest('mf_orders', { version: '1.0.0+a' }, URL_OK)).resolves.toMatchObject({
      name: 'mf_orders',
    });
  });

  it('refuses a remote that needs another React, naming range and version, before any of its code', async () => {
    const url = URL_OK.replace('1.0.0%2Ba', '2.0.0%2Bb');
    server.use(apiHttp.get(url, () => HttpResponse.json(manifest({ react: '^20.0.0' }))));
    const refusal = fetchCheckedManifest('mf_orders', { version: '2.0.0+b' }, url);
    await expect(refusal).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(refusal).rejects.toThrow('it requires react ^20.0.0; the shell provides react 19.3.1');
  });

  it('treats an error page or an HTML answer as a failed load', async () => {
    const bad = URL_OK.replace('1.0.0%2Ba', '3.0.0%2Bc');
    server.use(apiHttp.get(bad, () => new HttpResponse('<!doctype html>', { status: 200 })));
    await expect(fetchCheckedManifest('mf_orders', { version: '3.0.0+c' }, bad)).rejects.toThrow(
      'manifest is not JSON',
    );
    server.use(apiHttp.get(bad, () => new HttpResponse('oops', { status: 500 })));
    await expect(fetchCheckedManifest('mf_orders', { version: '3.0.0+c' }, bad)).rejects.toThrow(
      'manifest answered HTTP 500',
    );
  });

  it('refuses a manifest that would have files fetched from an origin not allowed', async () => {
    const url = URL_OK.replace('1.0.0%2Ba', '4.0.0%2Bd');
    const ok = manifest({ react: '^19.0.0' });
    server.use(
      apiHttp.get(url, () =>
        HttpResponse.json({
          ...ok,
          rental: { routes: { 'pages/myOrder/myOrder': { js: ['https://evil.example/x.js'] } } },
        }),
      ),
    );
    await expect(fetchCheckedManifest('mf_orders', { version: '4.0.0+d' }, url)).rejects.toThrow(
      'manifest names files on origins not allowed: https://evil.example',
    );
    server.use(
      apiHttp.get(url, () =>
        HttpResponse.json({ ...ok, metaData: { ...ok.metaData, publicPath: '//evil.example/orders/' } }),
      ),
    );
    await expect(fetchCheckedManifest('mf_orders', { version: '4.0.0+d' }, url)).rejects.toThrow('http://evil.example');
  });

  it('judges the manifest the registry carries without asking for the file, and refuses it the same way', async () => {
    // Any request for the file would fail the test: the API server refuses requests it has no handler for.
    const url = URL_OK.replace('1.0.0%2Ba', '5.0.0%2Be');
    const carried = manifest({ react: '^19.0.0', '@rental/shared': '^1.0.0' });
    await expect(fetchCheckedManifest('mf_orders', { version: '5.0.0+e', manifest: carried }, url)).resolves.toBe(
      carried,
    );
    const refusal = fetchCheckedManifest(
      'mf_orders',
      { version: '5.0.0+e', manifest: manifest({ react: '^20.0.0' }) },
      url,
    );
    await expect(refusal).rejects.toThrow('it requires react ^20.0.0; the shell provides react 19.3.1');
  });
});
