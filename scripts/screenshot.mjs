// Screenshots routes of a running app at 375×812, the way a renter's phone shows them.
// Usage: node scripts/screenshot.mjs [--base URL] [--lang zh-CN] [--out DIR] [--full] [--login] [--large-text] route...
// --login starts logged in as the seeded wallet user (auth code → /api/login/submit, as the app does);
// it needs the test surfaces' token `npm start` prints: --token T or DEV_API_CONTROL_TOKEN.
// --large-text starts with Mine's large-text switch on (file names end in .large.png).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const base = opt('base', 'http://127.0.0.1:8080/h5/');
const lang = opt('lang', 'zh-CN');
const out = opt('out', '.e2e-artifacts/screens');
const controlToken = opt('token', process.env.DEV_API_CONTROL_TOKEN ?? '');
const full = args.includes('--full');
const login = args.includes('--login');
const largeText = args.includes('--large-text');
const routes = args.filter((a) => !['--full', '--login', '--large-text'].includes(a));

async function walletToken() {
  const origin = new URL(base).origin;
  const post = (url, init) =>
    fetch(`${origin}${url}`, { method: 'POST', ...init }).then((r) =>
      r.ok ? r.json() : { success: false, msg: `HTTP ${r.status}` },
    );
  const auth = await post('/wallet-sim/auth', {
    headers: { 'Content-Type': 'application/json', 'X-Control-Token': controlToken },
    body: JSON.stringify({ scopes: 'auth_user' }),
  });
  if (!auth.success) throw new Error(`wallet simulator refused (${auth.msg ?? 'token?'}): pass --token`);
  const session = await post('/api/login/submit', {
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'User-Type': 'app',
      'Client-Authorization': 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=',
    },
    body: new URLSearchParams({ grantType: 'alipay', code: auth.data.authCode }).toString(),
  });
  return session.data.accessToken;
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: lang,
});
if (login) {
  const token = await walletToken();
  await context.addInitScript((t) => localStorage.setItem('token', JSON.stringify(t)), token);
}
if (largeText) await context.addInitScript(() => localStorage.setItem('textSize', JSON.stringify('large')));
const page = await context.newPage();
page.on('pageerror', (e) => console.error(`pageerror: ${e.message}`));
page.on('console', (m) => m.type() === 'error' && console.error(`console: ${m.text()}`));
for (const route of routes.length ? routes : ['']) {
  const sep = route.includes('?') ? '&' : '?';
  await page.goto(`${base}#/${route}${sep}lang=${lang}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  const file = path.join(out, `${(route || 'home').replace(/[^\w]+/g, '_')}.${lang}${largeText ? '.large' : ''}.png`);
  await page.screenshot({ path: file, fullPage: full });
  console.log(file);
}
await browser.close();
