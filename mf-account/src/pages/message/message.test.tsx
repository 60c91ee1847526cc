import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { apiHttp, closeOverlays, fail, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import type { Message } from '../../api/message-types';
import { loadMessages } from '../../locales/load-messages';
import MessagePage from './message';

const server = setupApiServer();
afterEach(closeOverlays);

// jsdom lays nothing out: InfiniteScroll's sentinel needs a parent to count as shown.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
});

const message = (n: number, patch: Partial<Message> = {}): Message => ({
  id: `${700000 + n}:dueSoon:${n}`,
  kind: 'dueSoon',
  orderId: 700000 + n,
  orderNo: `ZL${n}`,
  title: `账单即将到期 ${n}`,
  body: `第${n}期租金将于 2026年12月1日 到期`,
  at: '2026-11-28T02:00:00.000Z',
  read: false,
  ...patch,
});

interface Backend {
  total?: number;
  read?: number[];
  subscribed?: boolean | null;
  failFirst?: boolean;
}

/** The message calls over `total` messages, 20 a page; records what the page sent. */
/** The templates the server names: the page asks the wallet for exactly these. */
const TEMPLATES = ['TM_PROGRESS', 'TM_BILLS'];

function backend({ total = 2, read = [], subscribed = true, failFirst = false }: Backend = {}) {
  const seen = { pages: [] as string[], reads: [] as unknown[], consents: [] as unknown[], wallet: 0 };
  const all = Array.from({ length: total }, (_, i) => message(i + 1, { read: read.includes(i + 1) }));
  const marked = new Set(all.filter((m) => m.read).map((m) => m.id));
  let kept = subscribed;
  let failing = failFirst;
  const unread = () => all.filter((m) => !marked.has(m.id)).length;
  server.use(
    apiHttp.get('/api/message/list', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      seen.pages.push(String(page));
      if (failing) {
        failing = false;
        return fail(500, '服务器开小差了');
      }
      const list = all.slice((page - 1) * 20, page * 20).map((m) => ({ ...m, read: marked.has(m.id) }));
      return ok({ list, total, page, size: 20, unread: unread(), subscribed: kept, templates: TEMPLATES });
    }),
    apiHttp.post('/api/message/read', async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; all?: boolean };
      seen.reads.push(body);
      for (const m of all) if (body.all || body.ids?.includes(m.id)) marked.add(m.id);
      return ok({ marked: 1, unread: unread() });
    }),
    apiHttp.post('/api/message/subscription', async ({ request }) => {
      const body = (await request.json()) as { granted: boolean };
      seen.consents.push(body);
      kept = body.granted;
      return ok({ subscribed: kept });
    }),
  );
  return seen;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const render = (lang?: 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/message/message" element={<MessagePage query={{}} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/pages/message/message', token: 'tok', lang, namespace: { ns: 'account', load: loadMessages } },
  );

const rows = () => within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('link');

test('the messages, newest first, each saying whether it is read and linking to its order', async () => {
  backend({ total: 2, read: [2] });
  await render();
  expect(await screen.findByText('账单即将到期 1')).toBeInTheDocument();
  const [first, second] = rows();
  expect(first).toHaveAttribute('href', '/pages/orderDetail/orderDetail?orderId=700001');
  expect(first).toHaveTextContent('未读');
  expect(first).toHaveTextContent('第1期租金将于 2026年12月1日 到期');
  expect(first).toHaveTextContent('2026-11-28 10:00');
  expect(second).not.toHaveTextContent('未读');
  expect(screen.getByText('1 条未读')).toBeInTheDocument();
  expect(screen.getByText('提醒已开启')).toBeInTheDocument();
  expect(screen.getByText('账单到期前 3 天提醒您')).toBeInTheDocument();
});

test('opening a message marks it read and shows its order', async () => {
  const seen = backend({ total: 2 });
  await render();
  await userEvent.click(await screen.findByText('账单即将到期 2'));
  expect(screen.getByTestId('where')).toHaveTextContent('/pages/orderDetail/orderDetail?orderId=700002');
  await waitFor(() => expect(seen.reads).toEqual([{ ids: ['700002:dueSoon:2'] }]));
});

test('mark all read clears every unread mark and the count', async () => {
  const seen = backend({ total: 3, read: [3] });
  await render();
  expect(await screen.findByText('2 条未读')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
  expect(await screen.findByText('全部已读')).toBeInTheDocument();
  expect(rows().filter((row) => row.textContent?.includes('未读'))).toEqual([]);
  expect(seen.reads).toEqual([{ all: true }]);
  expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
});

test('a list that fails to load says so and loads on retry', async () => {
  const seen = backend({ total: 1, failFirst: true });
  await render();
  expect(await screen.findByText('服务器开小差了')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('账单即将到期 1')).toBeInTheDocument();
  expect(seen.pages).toEqual(['1', '1']);
});

test('no messages: says so and what will appear', async () => {
  backend({ total: 0 });
  await render('en');
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  expect(screen.getByText('Order reviews, shipping and bill reminders appear here')).toBeInTheDocument();
});

test('more messages load as the renter scrolls', async () => {
  const seen = backend({ total: 23 });
  await render();
  expect(await screen.findByText('账单即将到期 1')).toBeInTheDocument();
  expect(rows()).toHaveLength(20);
  fireEvent.scroll(window);
  await waitFor(() => expect(rows()).toHaveLength(23));
  expect(await screen.findByText('没有更多消息了')).toBeInTheDocument();
  expect(seen.pages).toEqual(['1', '2']);
});

test('the wallet is asked once for reminders, and the answer is kept', async () => {
  const seen = backend({ total: 1, subscribed: null });
  server.use(
    apiHttp.post('/wallet-sim/subscribe', async ({ request }) => {
      seen.wallet += 1;
      expect(await request.json()).toEqual({ templateIds: TEMPLATES.join(',') });
      return ok({ resultCode: '9000', memo: '' });
    }),
  );
  await render();
  expect(await screen.findByText('提醒已开启')).toBeInTheDocument();
  expect(seen.consents).toEqual([{ granted: true }]);
  expect(seen.wallet).toBe(1);
});

test('declined reminders can be turned on later from the page', async () => {
  const seen = backend({ total: 1, subscribed: null });
  let answer = '6001';
  server.use(apiHttp.post('/wallet-sim/subscribe', () => ok({ resultCode: answer, memo: '' })));
  await render();
  const turnOn = await screen.findByRole('button', { name: '开启提醒' });
  await waitFor(() => expect(seen.consents).toEqual([{ granted: false }]));
  answer = '9000';
  await userEvent.click(turnOn);
  expect(await screen.findByText('提醒已开启')).toBeInTheDocument();
  expect(seen.consents).toEqual([{ granted: false }, { granted: true }]);
});

test('a server that names no reminder templates is not asked about, nor is the wallet', async () => {
  const seen = backend({ total: 1, subscribed: null });
  server.use(
    apiHttp.post('/wallet-sim/subscribe', () => {
      seen.wallet += 1;
      return ok({ resultCode: '9000', memo: '' });
    }),
  );
  TEMPLATES.splice(0);
  try {
    await render();
    expect(await screen.findByText('账单即将到期 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开启提醒' })).toBeNull();
    expect(seen.wallet).toBe(0);
    expect(seen.consents).toEqual([]);
  } finally {
    TEMPLATES.push('TM_PROGRESS', 'TM_BILLS');
  }
});
