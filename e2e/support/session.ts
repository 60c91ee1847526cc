import type { APIRequestContext, Page } from '@playwright/test';

const CLIENT_AUTH = 'Basic cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=';

/** A token for the seeded wallet user, obtained the way the app does: auth code, then login. */
export async function walletToken(request: APIRequestContext, baseUrl: string): Promise<string> {
  const auth = await request.post(`${baseUrl}/wallet-sim/auth`, { data: { scopes: 'auth_user' } });
  const { data } = (await auth.json()) as { data: { authCode: string } };
  const login = await request.post(`${baseUrl}/api/login/submit`, {
    form: { grantType: 'alipay', code: data.authCode },
    headers: { 'User-Type': 'app', 'Client-Authorization': CLIENT_AUTH },
  });
  const body = (await login.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/** Starts the page already logged in, as after an earlier visit. */
export async function loggedIn(page: Page, request: APIRequestContext, baseUrl: string): Promise<string> {
  const token = await walletToken(request, baseUrl);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', JSON.stringify(t));
  }, token);
  return token;
}

/** The texts of the toasts on screen now. */
export function toast(page: Page) {
  return page.locator('.adm-toast-main');
}
