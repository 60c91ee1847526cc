import { startTestServer, type Envelope, type TestServer } from '../testing/test-server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const systemInfo = async (cookie?: string) => {
  const res = await t.surface('/wallet-sim/systemInfo', {
    method: 'POST',
    headers: cookie ? { Cookie: cookie } : {},
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as Envelope<{ fontSizeSetting: number }> };
};

describe('the simulated wallet’s system info', () => {
  test('reports the standard text size when the device has no setting', async () => {
    const { status, body } = await systemInfo();
    expect(status).toBe(200);
    expect(body.data.fontSizeSetting).toBe(16);
  });

  test('reports the device’s own text size setting', async () => {
    expect((await systemInfo('theme=x; walletFontSize=20')).body.data.fontSizeSetting).toBe(20);
  });

  test('ignores a setting that is not a size', async () => {
    expect((await systemInfo('walletFontSize=large')).body.data.fontSizeSetting).toBe(16);
  });

  test('answers POST only, like the other wallet calls', async () => {
    const res = await t.surface('/wallet-sim/systemInfo');
    expect(res.status).toBe(405);
  });
});
