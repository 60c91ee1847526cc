import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import {
  apiHttp,
  closeOverlays,
  fail,
  HttpResponse,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@rental/shared/testing';
import EmergencyContactPage from './emergency-contact';

const server = setupApiServer();

const render = () =>
  renderWithProviders(<EmergencyContactPage query={{}} />, {
    route: '/pages/emergencyContact/emergencyContact',
    token: 'tok',
    namespace: { ns: 'account', load: loadMessages },
  });

afterEach(closeOverlays);

const field = (name: string) => screen.getByRole('textbox', { name });

async function fill(n: number, relation: string, name: string, mobile: string) {
  const card = screen.getByRole('region', { name: `紧急联系人 ${n}` });
  await userEvent.click(within(card).getByText(relation));
  await userEvent.clear(field(`联系人 ${n} 的姓名`));
  await userEvent.type(field(`联系人 ${n} 的姓名`), name);
  await userEvent.clear(field(`联系人 ${n} 的手机号`));
  await userEvent.type(field(`联系人 ${n} 的手机号`), mobile);
}

test('what is on file is shown', async () => {
  server.use(
    apiHttp.get('/api/client/link/detail', () =>
      ok({
        contacts: [
          { relation: 'parent', name: '李四', mobile: '13900139000' },
          { relation: 'friend', name: '王五', mobile: '13700137000' },
        ],
      }),
    ),
  );
  await render();
  expect(await screen.findByText(/以下是已登记的紧急联系人/)).toBeInTheDocument();
  expect(field('联系人 1 的姓名')).toHaveValue('李四');
  expect(field('联系人 2 的手机号')).toHaveValue('13700137000');
});

test('an invalid and a repeated number are said at their fields; nothing is sent until fixed', async () => {
  const sent: unknown[] = [];
  server.use(
    apiHttp.get('/api/client/link/detail', () => ok({ contacts: [] })),
    apiHttp.post('/api/client/link/submit', async ({ request }) => {
      const body = (await request.json()) as { contacts: unknown[] };
      sent.push(body);
      return ok(body as never);
    }),
  );
  await render();
  await screen.findByRole('region', { name: '紧急联系人 1' });
  await fill(1, '父母', '李四', '1390013900');
  await fill(2, '朋友', '王五', '13900139000');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  const first = screen.getByRole('region', { name: '紧急联系人 1' });
  expect(within(first).getByRole('alert')).toHaveTextContent('手机号格式不正确');
  await userEvent.type(field('联系人 1 的手机号'), '0');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  const second = screen.getByRole('region', { name: '紧急联系人 2' });
  expect(within(second).getByRole('alert')).toHaveTextContent('与其他联系人的手机号重复');
  expect(sent).toHaveLength(0);
  await fill(2, '朋友', '王五', '13700137000');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    contacts: [
      { relation: 'parent', name: '李四', mobile: '13900139000' },
      { relation: 'friend', name: '王五', mobile: '13700137000' },
    ],
  });
});

test('a server refusal is shown on the page and the form is kept', async () => {
  server.use(
    apiHttp.get('/api/client/link/detail', () => ok({ contacts: [] })),
    apiHttp.post('/api/client/link/submit', () => fail(400, '第 1 位联系人的手机号不能是本人手机号')),
  );
  await render();
  await screen.findByRole('region', { name: '紧急联系人 1' });
  await fill(1, '配偶', '赵六', '13800138000');
  await fill(2, '同事', '钱七', '13700137000');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('第 1 位联系人的手机号不能是本人手机号');
  expect(field('联系人 1 的手机号')).toHaveValue('13800138000');
});

test("the server's own-number refusal is said at that contact's mobile field", async () => {
  server.use(
    apiHttp.get('/api/client/link/detail', () => ok({ contacts: [] })),
    apiHttp.post('/api/client/link/submit', () =>
      fail(400, '第 2 位联系人的手机号不能是本人手机号', { index: 1, reason: 'own' }),
    ),
  );
  await render();
  await screen.findByRole('region', { name: '紧急联系人 1' });
  await fill(1, '配偶', '赵六', '13700137000');
  await fill(2, '同事', '钱七', '13800138000');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  const second = screen.getByRole('region', { name: '紧急联系人 2' });
  expect(await within(second).findByRole('alert')).toHaveTextContent('不能填写本人手机号');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(field('联系人 2 的手机号')).toHaveAttribute('aria-invalid', 'true');
  expect(field('联系人 2 的手机号')).toHaveAccessibleDescription('不能填写本人手机号');
  expect(field('联系人 2 的手机号')).toHaveValue('13800138000');
  expect(field('联系人 2 的姓名')).toHaveValue('钱七');
  expect(field('联系人 1 的手机号')).toHaveValue('13700137000');
  await userEvent.type(field('联系人 2 的手机号'), '1');
  expect(within(second).queryByRole('alert')).not.toBeInTheDocument();
});

test('removing a contact moves the ones after it up, each with its own message', async () => {
  server.use(apiHttp.get('/api/client/link/detail', () => ok({ contacts: [] })));
  await render();
  await screen.findByRole('region', { name: '紧急联系人 1' });
  await userEvent.click(screen.getByRole('button', { name: '添加联系人' }));
  await fill(1, '父母', '李四', '13900139000');
  await fill(2, '朋友', '王五', '13700137000');
  await fill(3, '同事', '赵六', '123');
  await userEvent.click(screen.getByRole('button', { name: '保存' }));
  const third = screen.getByRole('region', { name: '紧急联系人 3' });
  expect(await within(third).findByRole('alert')).toHaveTextContent('手机号格式不正确');

  await userEvent.click(screen.getByRole('button', { name: '删除联系人 1' }));
  expect(screen.queryByRole('region', { name: '紧急联系人 3' })).not.toBeInTheDocument();
  expect(field('联系人 1 的姓名')).toHaveValue('王五');
  expect(field('联系人 2 的姓名')).toHaveValue('赵六');
  const second = screen.getByRole('region', { name: '紧急联系人 2' });
  expect(within(second).getByRole('alert')).toHaveTextContent('手机号格式不正确');
  expect(field('联系人 2 的手机号')).toHaveAccessibleDescription('手机号格式不正确');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});

test('a failed load offers a retry', async () => {
  let calls = 0;
  server.use(
    apiHttp.get('/api/client/link/detail', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ success: false, code: 500, msg: '' }) : ok({ contacts: [] });
    }),
  );
  await render();
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByRole('region', { name: '紧急联系人 2' })).toBeInTheDocument();
});

test('the last step of the detour (3/3): saving continues the order (a local route only)', async () => {
  const back = '/pages/order/order?goodsId=1001&skuId=1001003&term=12';
  server.use(
    apiHttp.get('/api/client/link/detail', () => ok({ contacts: [] })),
    apiHttp.post('/api/client/link/submit', async ({ request }) => ok((await request.json()) as never)),
  );
  await renderWithProviders(
    <>
      <EmergencyContactPage query={{ redirect: back, step: '3', steps: '3' }} />
      <RouteProbe />
    </>,
    {
      route: `/pages/emergencyContact/emergencyContact?redirect=${encodeURIComponent(back)}`,
      token: 'tok',
      namespace: { ns: 'account', load: loadMessages },
    },
  );
  await screen.findByRole('region', { name: '紧急联系人 1' });
  expect(screen.getByText('第 3/3 步')).toBeInTheDocument();
  expect(screen.getByText('下单前还需留下紧急联系人。完成后自动回到订单。')).toBeInTheDocument();
  await fill(1, '父母', '李四', '13900139000');
  await fill(2, '朋友', '王五', '13700137000');
  await userEvent.click(screen.getByRole('button', { name: '保存并继续下单' }));
  await waitFor(() => expect(screen.getByTestId('route')).toHaveTextContent(back));
});

function RouteProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="route">{`${pathname}${search}`}</output>;
}
