import { orderIn } from '../testing/payment-fixtures';
import { renterSession } from '../testing/renter-session';

interface Message {
  id: number;
  author: 'renter' | 'bot' | 'staff';
  text: string;
  orderId: number | null;
  at: string;
}
interface Chat {
  order: { orderId: number; orderNo: string; status: string; statusText: string; goods: { name: string } } | null;
  messages: Message[];
  maxLength: number;
}

const s = renterSession();

const history = (query = '', token = s.token, lang?: string) =>
  s.t.api<Chat>(`/api/service/chat${query}`, { token, lang });
const send = (json: Record<string, unknown>, token = s.token, lang?: string) =>
  s.t.api<{ messages: Message[] }>('/api/service/chat/send', { token, json, lang });

test('a question is answered from the FAQ at once, and says a person will follow', async () => {
  const res = await send({ text: '请问未免除的押金会被扣款吗' });
  expect(res.success).toBe(true);
  const [mine, bot] = res.data.messages;
  expect(mine).toMatchObject({ author: 'renter', text: '请问未免除的押金会被扣款吗', orderId: null });
  expect(bot?.author).toBe('bot');
  expect(bot?.text).toContain('未免除的押金会被扣款吗');
  expect(bot?.text).toContain('人工客服会尽快跟进');

  const { data } = await history('', s.token, 'en');
  expect(data.messages.map((m) => m.author)).toEqual(['renter', 'bot']);
  expect(data.messages[1]?.text).toContain('Is the remaining deposit charged?');
  expect(data.order).toBeNull();
});

test('words the FAQ does not cover get an honest answer, not a guess', async () => {
  const [, bot] = (await send({ text: 'hello there' }, s.token, 'en')).data.messages;
  expect(bot?.text).toMatch(/found no answer/);
});

test('the time of a message is the server clock', async () => {
  const { now } = await s.t.control<{ now: string }>('POST', 'clock', { advanceMs: 3_600_000 });
  s.token = await s.t.login();
  const [mine] = (await send({ text: '你好' })).data.messages;
  expect(Math.abs(Date.parse(mine?.at ?? '') - Date.parse(now))).toBeLessThan(60_000);
});

test('a staff reply through the control surface joins the history, newest last', async () => {
  const orderId = await orderIn(s.t, s.token, 'PENDING_SHIP');
  await send({ text: '什么时候发货？', orderId });
  const reply = await s.t.control<Message>('POST', 'chat/reply', { mobile: '13800138000', text: '您好，今天发出。' });
  expect(reply.author).toBe('staff');
  const { data } = await history(`?orderId=${orderId}`);
  expect(data.messages.map((m) => m.author)).toEqual(['renter', 'bot', 'staff']);
  expect(data.messages[2]).toMatchObject({ text: '您好，今天发出。', orderId });
  expect(data.order).toMatchObject({ orderId, status: 'PENDING_SHIP', statusText: expect.any(String) });
  expect(data.order?.orderNo).toBeTruthy();
  expect(data.order?.goods.name).toBeTruthy();
});

test('the control surface refuses a reply to nobody or with no text', async () => {
  const nobody = await s.t.surface('/__control/chat/reply', {
    method: 'POST',
    body: JSON.stringify({ mobile: '10000000000', text: 'hi' }),
  });
  expect(nobody.status).toBe(400);
  const empty = await s.t.surface('/__control/chat/reply', {
    method: 'POST',
    body: JSON.stringify({ userId: 10001, text: ' ' }),
  });
  expect(empty.status).toBe(400);
});

test("another renter's order is 404 订单不存在 for the history and for sending, and nothing is kept", async () => {
  const orderId = await orderIn(s.t, s.token, 'CREATED');
  const other = await s.t.login('2088000000009999');
  for (const res of [await history(`?orderId=${orderId}`, other), await send({ text: '你好', orderId }, other)])
    expect(res).toEqual({ success: false, code: 404, msg: '订单不存在', data: null });
  expect((await history('', other)).data.messages).toEqual([]);
});

test('an empty or too long message is refused in the renter’s language and not kept', async () => {
  const { maxLength } = (await history()).data;
  expect(await send({ text: '   ' })).toMatchObject({ success: false, code: 400, msg: '请输入要发送的内容' });
  expect(await send({ text: 'x'.repeat(maxLength + 1) }, s.token, 'fr')).toMatchObject({
    success: false,
    code: 400,
    msg: `Un message ne peut pas dépasser ${maxLength} caractères`,
  });
  expect((await send({ text: '好'.repeat(maxLength) })).success).toBe(true);
  expect((await history()).data.messages).toHaveLength(2);
});

test('the chat needs a login', async () => {
  expect((await s.t.api('/api/service/chat')).code).toBe(401);
});
