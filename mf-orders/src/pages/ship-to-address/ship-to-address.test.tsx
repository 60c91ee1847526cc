import { Toast } from 'antd-mobile';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, fail, ok, renderWithProviders, setupApiServer, LocationProbe } from '@rental/shared/testing';
import type { Language } from '@rental/shared';
import { loadMessages } from '../../locales/load-messages';
import ShipToAddressPage from './ship-to-address';

const server = setupApiServer();
const BACK = '/pages/order/order?goodsId=1001&skuId=1001003&term=12&services=2&userCouponId=0&addressId=3001';

function backend(refuse?: string) {
  const saved: Record<string, unknown>[] = [];
  server.use(
    apiHttp.post('/api/address/save', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      if (refuse) return fail(400, refuse);
      return ok({ id: 3002, isDefault: false, ...body } as never);
    }),
  );
  return saved;
}

const render = (lang: Language = 'zh-CN') =>
  renderWithProviders(
    <>
      <ShipToAddressPage query={{ redirect: BACK }} />
      <LocationProbe />
    </>,
    {
      route: `/pages/shipToAddress/shipToAddress?redirect=${encodeURIComponent(BACK)}`,
      token: 'tok',
      lang,
      namespace: { ns: 'orders', load: loadMessages },
    },
  );

afterEach(() => act(() => Toast.clear()));

async function pickFirstRegion() {
  await userEvent.click(screen.getByRole('button', { name: /^所在地区/ }));
  await userEvent.click(await screen.findByText('确定'));
  await waitFor(() => expect(screen.getByRole('button', { name: /^所在地区/ })).toHaveTextContent('北京市 东城区'));
}

test('each field says what is wrong right under it, when left and on save', async () => {
  const saved = backend();
  await render();
  const phone = screen.getByRole('textbox', { name: '手机号码' });
  await userEvent.type(phone, '1234');
  await userEvent.tab();
  expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
  expect(phone).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(screen.getByRole('button', { name: '保存并使用' }));
  expect(screen.getByText('请输入收货人姓名')).toBeInTheDocument();
  expect(screen.getByText('请选择省、市、区')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^所在地区/ })).toHaveAccessibleDescription('请选择省、市、区');
  expect(screen.getByText('请输入详细地址')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveAttribute('aria-invalid', 'true');
  expect(saved).toHaveLength(0);
  // Typed text stays; fixing a field clears its message.
  expect(phone).toHaveValue('1234');
  await userEvent.type(phone, '5678901');
  expect(screen.queryByText('请输入正确的 11 位手机号')).not.toBeInTheDocument();
});

test('a saved address goes back to the confirm page chosen, the rest of the choice kept', async () => {
  const saved = backend();
  await render();
  await userEvent.type(screen.getByRole('textbox', { name: '收货人' }), '王小明');
  await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '139 1234 5678');
  await pickFirstRegion();
  await userEvent.type(screen.getByRole('textbox', { name: '详细地址' }), '建国路 88 号 3 单元 501');
  const save = screen.getByRole('button', { name: '保存并使用' });
  await userEvent.click(save);
  await userEvent.click(save);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/addressId=3002/));
  expect(saved).toEqual([
    {
      receiverName: '王小明',
      receiverPhone: '13912345678',
      province: '北京市',
      city: '北京市',
      district: '东城区',
      detail: '建国路 88 号 3 单元 501',
      isDefault: false,
    },
  ]);
  expect(screen.getByTestId('location').textContent).toBe(BACK.replace('addressId=3001', 'addressId=3002'));
});

test("the server's refusal is shown and nothing typed is lost", async () => {
  backend('最多保存 20 个地址');
  await render();
  await userEvent.type(screen.getByRole('textbox', { name: '收货人' }), '王小明');
  await userEvent.type(screen.getByRole('textbox', { name: '手机号码' }), '13912345678');
  await pickFirstRegion();
  await userEvent.type(screen.getByRole('textbox', { name: '详细地址' }), '建国路 88 号');
  await userEvent.click(screen.getByRole('button', { name: '保存并使用' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('最多保存 20 个地址');
  expect(screen.getByRole('textbox', { name: '收货人' })).toHaveValue('王小明');
  expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveValue('13912345678');
  expect(screen.getByRole('textbox', { name: '详细地址' })).toHaveValue('建国路 88 号');
  expect(screen.getByTestId('location').textContent).toMatch(/^\/pages\/shipToAddress/);
});

test('in English the picker and the chosen region read in Latin letters; the address is saved as the places are named', async () => {
  const saved = backend();
  await render('en');
  await userEvent.type(screen.getByRole('textbox', { name: 'Receiver' }), '王小明');
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '13912345678');
  await userEvent.click(screen.getByRole('button', { name: /^Region/ }));
  expect(await screen.findByText('Inner Mongolia')).toBeInTheDocument();
  expect(screen.queryByText('北京市')).not.toBeInTheDocument();
  // Confirm once the picker shows all three columns, as a renter sees them: a slow machine fills
  // the city and district columns after the province list.
  expect((await screen.findAllByText('Dongcheng District')).length).toBeGreaterThan(0);
  await userEvent.click(screen.getByText(/^(Confirm|OK|确定)$/));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /^Region/ })).toHaveTextContent('Dongcheng District, Beijing'),
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '建国路 88 号');
  await userEvent.click(screen.getByRole('button', { name: 'Save and use' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ province: '北京市', city: '北京市', district: '东城区' });
});
