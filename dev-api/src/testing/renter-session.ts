import { startTestServer, type TestServer } from './test-server';

export interface RenterSession {
  t: TestServer;
  /** The seed renter's token, fresh for each test. */
  token: string;
}

/** One dev API for the test file, reset before each test with the seed renter logged in. */
export function renterSession(): RenterSession {
  const session = {} as RenterSession;
  beforeAll(async () => {
    session.t = await startTestServer();
  });
  afterAll(() => session.t.close());
  beforeEach(async () => {
    await session.t.control('POST', 'reset');
    session.token = await session.t.login();
  });
  return session;
}
