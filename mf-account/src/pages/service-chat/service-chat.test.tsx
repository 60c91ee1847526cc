import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, closeOverlays, fail, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import type { ChatMessage } from '../../api/chat-types';
import { loadMessages } from '../../locales/load-messages';
import ServiceChatPage from './service-chat';
import { CHAT_POLL_MS } from './use-chat';

const server = setupApiServer();
afterEach(async () => {
  jest.useRealTimers();
  await closeOverlays();
});

const ORDER = {
  orderId: 42,
  orderNo: 'ZL2026112900000042',
  status: 'PENDING_SHIP',
  statusText: '待发货',
  goods: { name: 'Apple iPhone 16 Pro', thumb: '', specText: '沙漠色钛金属 / 128GB', termText: '12个月' },
};

const msg = (id: number, author: ChatMessage['author'], text: string): ChatMessage => ({
  id,
  author,
  text,
  orderId: 42,
  at: '2026-11-29T02:00:00.000Z',
});

/** The chat calls over a conversation the test can add to (a staff reply); records what was sent. */
function backend(start: ChatMessage[] = []) {
  const history = [...start];
  const sent: unknown[] = [];
  let refuse: string | null = null;
  server.use(
    apiHttp.get('/api/service/chat', ({ request }) =>
      ok({
        order: new URL(request.url).searchParams.get('orderId') === '42' ? ORDER : null,
        messages: history,
        maxLength: 20,
      }),
    ),
    apiHttp.post('/api/service/chat/send', async ({ request }) => {
      const body = (await request.json()) as { text: string };
      sent.push(body);
      if (refuse) return fail(400, refuse);
      const added = [msg(history.length + 1, 'renter', body.text), msg(history.length + 2, 'bot', '关于提前归还：…')];
      history.push(...added);
      return ok({ messages: added });
    }),
  );
  return {
    sent,
    history,
    refuseWith: (text: string | null) => {
      refuse = text;
    },
  };
}

const render = (query: Record<string, string> = { orderId: '42' }) =>
  renderWithProviders(<ServiceChatPage query={query} />, {
    route: '/pages/customerService/chat?orderId=42',
    token: 'tok',
    namespace: { ns: 'account', load: loadMessages },
  });

const field = () => screen.getByRole('textbox', { name: '要发送的内容' });
const log = () => within(screen.getByRole('log', { name: '对话记录' }));

test('about an order: its card on top; a question gets the assistant’s answer at once, the field cleared', async () => {
  const seen = backend();
  await render();
  expect(
    await screen.findByRole('link', { name: /^关于订单：\s*Apple iPhone 16 Pro.*ZL2026112900000042 · 待发货$/ }),
  ).toHaveAttribute('href', expect.stringContaining('orderId=42'));
  expect(screen.getByText('还没有对话')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.type(field(), '  怎么提前归还  ');
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(await log().findByText('怎么提前归还')).toBeInTheDocument();
  expect(log().getByText('关于提前归还：…')).toBeInTheDocument();
  expect(log().getByText(/^智能助手/)).toBeInTheDocument();
  expect(seen.sent).toEqual([{ text: '怎么提前归还', orderId: 42 }]);
  expect(field()).toHaveValue('');
});

test('empty and too long are said at the field before anything is sent; a refusal keeps the text', async () => {
  const seen = backend();
  await render();
  await screen.findByText('还没有对话');
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(screen.getByRole('alert')).toHaveTextContent('请输入要发送的内容');
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(field(), '一二三四五六七八九十一二三四五六七八九十一');
  expect(screen.getByText('21/20')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(screen.getByRole('alert')).toHaveTextContent('消息不能超过 20 个字');
  expect(seen.sent).toEqual([]);

  await userEvent.clear(field());
  await userEvent.type(field(), '押金什么时候退');
  seen.refuseWith('服务繁忙，请稍后再试');
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('服务繁忙，请稍后再试');
  expect(field()).toHaveValue('押金什么时候退');
  seen.refuseWith(null);
  await userEvent.click(screen.getByRole('button', { name: '发送' }));
  expect(await log().findByText('押金什么时候退')).toBeInTheDocument();
});

test('a reply from a person arrives by itself while the page is open', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const seen = backend([msg(1, 'renter', '什么时候发货'), msg(2, 'bot', '关于发货：…')]);
  await render({});
  expect(await screen.findByText('什么时候发货')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /关于订单/ })).toBeNull();
  seen.history.push(msg(3, 'staff', '您好，今天下午发出'));
  await act(() => jest.advanceTimersByTimeAsync(CHAT_POLL_MS + 100));
  await waitFor(() => expect(log().getByText('您好，今天下午发出')).toBeInTheDocument());
  expect(log().getByText(/^人工客服/)).toBeInTheDocument();
});
