import { setupLogCapture } from '@rental/shared/testing';
import { http, HttpResponse } from 'msw';
import type { HealthReport } from '@rental/platform/runtime';
import type * as Shared from '@rental/shared';
import type * as Registry from '../remotes/registry';
import type * as Diagnostics from './diagnostics-state';
import type * as Report from './health-report';

const integrity = { manifest: 'sha384-bWFuaWZlc3Q=', entry: 'sha384-ZW50cnk=' };

function registry(canary: { version: string; percent: number } | null): Record<string, unknown> {
  const version = (v: string) => ({
    entry: `remotes/mf-orders/${encodeURIComponent(v)}/mf-manifest.json`,
    routes: ['pages/myOrder/myOrder'],
    uploadedAt: '',
    integrity,
  });
  return {
    schema: 2,
    shell: { live: null, history: [] },
    remotes: {
      mf_orders: {
        dir: 'mf-orders',
        live: '2.0.0+b',
        canary,
        history: [],
        uploads: [],
        versions: { '2.0.0+b': version('2.0.0+b'), '3.0.0+c': version('3.0.0+c') },
      },
    },
  };
}

const logs = setupLogCapture();

interface Page {
  shared: typeof Shared;
  diagnostics: typeof Diagnostics.diagnostics;
  registry: typeof Registry;
  start: typeof Report.startHealthReport;
}

/** A page load: the app's modules afresh (the tab's session storage stays, as across a reload). */
function load(): Page {
  let page: Page | undefined;
  jest.isolateModules(() => {
    page = {
      shared: jest.requireActual('@rental/shared'),
      diagnostics: (jest.requireActual('./diagnostics-state') as typeof Diagnostics).diagnostics,
      registry: jest.requireActual('../remotes/registry'),
      start: (jest.requireActual('./health-report') as typeof Report).startHealthReport,
    };
  });
  return page!;
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The renter leaves the app (the web-view hides): the report goes out. */
function hide(): void {
  setVisibility('hidden');
  setVisibility('visible');
}

const reports = () =>
  logs
    .entries()
    .filter((e) => e.instance === 'health')
    .map((e) => JSON.parse(e.info) as HealthReport);

let sample: number;
beforeEach(() => {
  sample = 1;
  Object.defineProperty(globalThis, '__HEALTH_SAMPLE__', { get: () => sample, configurable: true });
  window.sessionStorage.clear();
  window.localStorage.clear();
  logs.accept();
  logs.server.use(http.get('*/h5/remotes.json', () => HttpResponse.json(registry(null))));
});

describe("the remotes' health report", () => {
  it('says what the session met of each version, as the renter leaves, and only what changed since', async () => {
    const page = load();
    page.shared.setLogContext({ remote: 'mf_orders@2.0.0+b' });
    page.shared.logError({ error: new Error('a bug before the report started') });
    page.start();
    page.diagnostics.failed(
      'mf_orders',
      '3.0.0+c',
      'manifest answered HTTP 500',
      new Error('manifest answered HTTP 500'),
    );
    page.diagnostics.failed('mf_orders', '3.0.0+c', 'threw on first render: boom', 'render');
    page.diagnostics.loaded('mf_orders', { version: '2.0.0+b', reason: 'live', ms: 40 });
    page.diagnostics.fellBack('mf_orders', ['3.0.0+c'], '2.0.0+b');
    page.shared.logError({ error: new Error('remote fallback: …'), instance: 'fallback:/pages/myOrder/myOrder' });
    page.shared.logError({ error: new Error('a bug after it had shown'), instance: 'route:/pages/myOrder/myOrder' });
    page.shared.logInfo('a note, not an error');
    hide();
    await logs.settle(5);
    const [report, ...more] = reports();
    expect(more).toEqual([]);
    expect(report).toMatchObject({ kind: 'remote-health', v: 1, sampled: 1, session: expect.stringMatching(/^s-/) });
    expect(report?.remotes).toEqual([
      expect.objectContaining({
        remote: 'mf_orders',
        version: '2.0.0+b',
        pages: 1,
        fallbacks: 1,
        errors: 2,
        canary: false,
      }),
      expect.objectContaining({
        version: '3.0.0+c',
        pages: 0,
        failed: { manifest: 1, entry: 0, chunk: 0, gate: 0 },
        renderErrors: 1,
        errors: 0,
      }),
    ]);
    hide();
    await logs.settle(5, 100);
    expect(reports()).toHaveLength(1);
  });

  it('goes on with the same session and figures after a reload in the same tab', async () => {
    const first = load();
    first.start();
    first.diagnostics.loaded('mf_orders', { version: '2.0.0+b', reason: 'live', ms: 40 });
    hide();
    await logs.settle(5);
    const second = load();
    second.start();
    second.diagnostics.loaded('mf_orders', { version: '2.0.0+b', reason: 'live', ms: 30 });
    hide();
    await logs.settle(6);
    const [before, after] = reports();
    expect(after?.session).toBe(before?.session);
    expect(after?.remotes).toEqual([expect.objectContaining({ version: '2.0.0+b', pages: 2 })]);
  });

  it('sends nothing from a session outside the sample, unless the device runs a canary', async () => {
    sample = 0;
    const page = load();
    page.start();
    page.diagnostics.loaded('mf_orders', { version: '2.0.0+b', reason: 'live', ms: 40 });
    hide();
    await logs.settle(1, 100);
    expect(reports()).toEqual([]);

    window.sessionStorage.clear();
    logs.server.use(
      http.get('*/h5/remotes.json', () => HttpResponse.json(registry({ version: '3.0.0+c', percent: 100 }))),
    );
    const canaryDevice = load();
    await canaryDevice.registry.getRegistry();
    canaryDevice.start();
    canaryDevice.diagnostics.loaded('mf_orders', { version: '3.0.0+c', reason: 'canary', ms: 40 });
    hide();
    await logs.settle(1);
    expect(reports()).toEqual([
      expect.objectContaining({
        sampled: 0,
        remotes: [expect.objectContaining({ version: '3.0.0+c', canary: true, pages: 1 })],
      }),
    ]);
  });
});
