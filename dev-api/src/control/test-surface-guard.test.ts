import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../server';
import { startTestServer, type TestServer } from '../testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const json = { 'Content-Type': 'application/json' };

test('the control surface refuses a request without this run’s token, or with another token', async () => {
  expect((await fetch(`${t.url}/__control/faults`)).status).toBe(403);
  const wrong = await fetch(`${t.url}/__control/faults`, { headers: { 'X-Control-Token': 'guess' } });
  expect(wrong.status).toBe(403);
  expect(await wrong.text()).not.toContain(t.server.controlToken ?? '?');
  expect((await t.surface('/__control/faults')).status).toBe(200);
});

test('a body that is not JSON is refused, so a form or text/plain post from a web page drives nothing', async () => {
  const body = JSON.stringify({ path: '/api', type: 'http500' });
  const plain = await t.surface('/__control/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body,
  });
  expect(plain.status).toBe(415);
  const form = await t.surface('/__control/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'path=/api&type=http500',
  });
  expect(form.status).toBe(415);
  expect(await t.control('GET', 'faults')).toEqual([]);
});

test('the wallet simulator issues no login without the token, nor from a cookie alone without the header', async () => {
  const body = JSON.stringify({ scopes: 'auth_user' });
  expect((await fetch(`${t.url}/wallet-sim/auth`, { method: 'POST', headers: json, body })).status).toBe(403);
  const cookieOnly = await fetch(`${t.url}/wallet-sim/auth`, {
    method: 'POST',
    headers: { ...json, Cookie: `rental-test-surface=${t.server.controlToken ?? ''}` },
    body,
  });
  expect(cookieOnly.status).toBe(403);
  const fromApp = await fetch(`${t.url}/wallet-sim/auth`, {
    method: 'POST',
    headers: { ...json, Cookie: `rental-test-surface=${t.server.controlToken ?? ''}`, 'X-Rental-Test-Surface': '1' },
    body,
  });
  expect(fromApp.status).toBe(200);
  expect(await fromApp.json()).toMatchObject({ success: true, data: { authCode: expect.any(String) } });
});

test('the app’s pages hand the simulator cookie to the simulator’s path only, unreadable by script', async () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'rental-test-site-'));
  try {
    mkdirSync(path.join(siteDir, 'h5'));
    writeFileSync(path.join(siteDir, 'h5', 'index.html'), '<!doctype html><title>app</title>');
    const own = await startServer({ port: 0, control: true, quiet: true, siteDir });
    try {
      const res = await fetch(`${own.url}/h5/`);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`rental-test-surface=${own.controlToken ?? '?'}`);
      expect(cookie).toMatch(/Path=\/wallet-sim;/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
    } finally {
      await own.close();
    }
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
});

test('the test surfaces do not exist unless switched on, and never listen beyond loopback', async () => {
  const off = await startServer({ port: 0, control: false, quiet: true });
  try {
    expect((await fetch(`${off.url}/__control/faults`)).status).toBe(404);
    expect((await fetch(`${off.url}/wallet-sim/auth`, { method: 'POST', headers: json, body: '{}' })).status).toBe(404);
  } finally {
    await off.close();
  }
  await expect(startServer({ port: 0, control: true, quiet: true, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
});

test('the request log shown to tests never carries the control token', async () => {
  await t.surface('/__control/faults');
  const seen = await t.control<{ last: unknown }>('GET', 'requests?path=/__control');
  expect(JSON.stringify(seen)).not.toContain(t.server.controlToken ?? '?');
});
