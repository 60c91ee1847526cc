import type { SetupServer } from 'msw/node';
import { userFixture } from './fixtures';
import { apiHttp, HttpResponse, ok } from '@rental/shared/testing';

export interface SeenLogins {
  wallet: number;
  logins: { form: URLSearchParams; userType: string | null }[];
}

const session = () => ok({ accessToken: 'tok-new', expiresIn: 604800, userInfo: { ...userFixture() } });

/** The wallet simulator and the login call, counting what the page sends to each. */
export function fakeLoginBackend(server: SetupServer, loginAnswer: () => Response = session): SeenLogins {
  const seen: SeenLogins = { wallet: 0, logins: [] };
  server.use(
    apiHttp.post('/wallet-sim/auth', () => {
      seen.wallet += 1;
      return HttpResponse.json({ success: true, code: 200, msg: 'ok', data: { authCode: `code-${seen.wallet}` } });
    }),
    apiHttp.post('/api/login/submit', async ({ request }) => {
      seen.logins.push({ form: new URLSearchParams(await request.text()), userType: request.headers.get('User-Type') });
      return loginAnswer();
    }),
  );
  return seen;
}
