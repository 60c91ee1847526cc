import { appStore, userInfoAtom, type UserInfo } from '@rental/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { userFixture } from '../../testing/fixtures';
import {
  apiHttp,
  closeOverlays,
  fail,
  HttpResponse,
  installCanvasStub,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@rental/shared/testing';
import PerfectIdCardPage from './perfect-id-card';

const server = setupApiServer();
const unverified = userFixture({ realNameStatus: 'none', realNameMasked: null });

const render = (user: UserInfo | null = unverified) =>
  renderWithProviders(<PerfectIdCardPage query={{}} />, {
    route: '/pages/perfectIdCard/perfectIdCard',
    token: 'tok',
    user,
    namespace: { ns: 'account', load: loadMessages },
  });

beforeAll(installCanvasStub);
afterEach(closeOverlays);

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const png = (name: string) => new File([new Uint8Array(PNG_SIGNATURE)], name, { type: 'image/png' });

function backend(opts: { faceCode?: string; status?: string } = {}) {
  const seen = {
    uploads: 0,
    bodies: [] as Uint8Array[],
    submits: [] as URLSearchParams[],
    puts: [] as URLSearchParams[],
  };
  let status = opts.status ?? 'none';
  server.use(
    apiHttp.get('/api/client/info', () => ok({ ...unverified, realNameStatus: status })),
    apiHttp.post('/api/client/put-file', async ({ request }) => {
      seen.uploads += 1;
      const form = await request.formData();
      const file = form.get('file') as File;
      seen.bodies.push(new Uint8Array(await file.arrayBuffer()));
      return ok({ fileId: file.name });
    }),
    apiHttp.post('/api/client/idcard/ocr', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('fileId') === 'blank.png') return fail(400, '无法识别证件，请拍摄清晰完整的身份证照片后重试');
      return form.get('side') === 'front'
        ? ok({
            side: 'front',
            name: '张三',
            idNumber: '110105199003071239',
            gender: 'male',
            birthDate: '',
            address: '',
          })
        : ok({ side: 'back', authority: 'x', validFrom: '2020-05-01', validTo: 'long' });
    }),
    apiHttp.post('/api/client/auth/submit', async ({ request }) => {
      seen.submits.push(new URLSearchParams(await request.text()));
      status = 'ocr_done';
      return ok({ realNameStatus: 'ocr_done' });
    }),
    apiHttp.post('/api/client/auth/face', () => ok({ certifyId: 'cert-1' })),
    apiHttp.post('/wallet-sim/face', () =>
      HttpResponse.json({ success: true, code: 200, msg: 'ok', data: { resultCode: opts.faceCode ?? '9000' } }),
    ),
    apiHttp.post('/api/client/face/put', async ({ request }) => {
      seen.puts.push(new URLSearchParams(await request.text()));
      return ok(null);
    }),
    apiHttp.post('/api/client/face/result', () => {
      const passed = (opts.faceCode ?? '9000') === '9000';
      status = passed ? 'verified' : 'failed';
      return ok({
        passed,
        realNameStatus: status,
        userInfo: { ...unverified, realNameStatus: status, realNameMasked: passed ? '*三' : null },
      });
    }),
  );
  return seen;
}

test('a profile that fails to load, with none kept, says so with a retry rather than waiting forever', async () => {
  let answers = 0;
  server.use(
    apiHttp.get('/api/client/info', () => {
      answers += 1;
      return answers === 1 ? new HttpResponse(null, { status: 200 }) : ok(unverified);
    }),
  );
  await render(null);
  expect(await screen.findByRole('alert')).toHaveTextContent('账户信息加载失败');
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('textbox', { name: '身份证号' })).toBeInTheDocument();
});

test('a verified renter sees the masked result, not the form', async () => {
  server.use(apiHttp.get('/api/client/info', () => ok(userFixture())));
  await render(userFixture());
  expect(await screen.findByText('已完成实名认证')).toBeInTheDocument();
  expect(screen.getByText('*小租')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '身份证号' })).not.toBeInTheDocument();
});

test('a file that is not an image is refused before any upload', async () => {
  const seen = backend();
  await render();
  await userEvent.upload(
    screen.getByTestId('idcard-front'),
    new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }),
    {
      applyAccept: false,
    },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('这是 PDF 文件，不是照片');
  expect(seen.uploads).toBe(0);
});

test('upload, OCR fills the form, an unreadable side retries, a bad ID number is said at the field', async () => {
  const seen = backend();
  await render();
  // Opened on its own (from Mine), not on the way to an order: no word about an order.
  expect(screen.queryByText(/完成后自动回到订单/)).not.toBeInTheDocument();
  await userEvent.upload(screen.getByTestId('idcard-front'), png('front.png'));
  await userEvent.upload(screen.getByTestId('idcard-back'), png('blank.png'));
  expect(await screen.findByRole('alert')).toHaveTextContent('无法识别证件');
  await userEvent.upload(screen.getByTestId('idcard-back'), png('back.png'));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('张三');
  // The alert goes as the second upload starts; the back's validity comes with its OCR answer.
  await waitFor(() => expect(screen.getByRole('checkbox', { name: '长期' })).toBeChecked());

  const idNumber = screen.getByRole('textbox', { name: '身份证号' });
  await userEvent.clear(idNumber);
  await userEvent.type(idNumber, '110105199003071238');
  await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
  expect(screen.getByRole('alert')).toHaveTextContent('身份证号码不正确');
  expect(seen.submits).toHaveLength(0);

  await userEvent.clear(idNumber);
  await userEvent.type(idNumber, '110105199003071239');
  await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
  expect(await screen.findByText('最后一步：人脸识别')).toBeInTheDocument();
  expect(Object.fromEntries(seen.submits[0] ?? [])).toEqual({
    name: '张三',
    idNumber: '110105199003071239',
    validFrom: '2020-05-01',
    validTo: 'long',
    frontFileId: 'front.png',
    backFileId: 'back.png',
  });

  await userEvent.click(screen.getByRole('button', { name: '开始人脸识别' }));
  expect(await screen.findByText('实名认证成功')).toBeInTheDocument();
  expect(appStore.get(userInfoAtom)?.realNameStatus).toBe('verified');
  expect(Object.fromEntries(seen.puts[0] ?? [])).toEqual({ certifyId: 'cert-1', resultCode: '9000' });
});

test('"long-term" sits under the end date: ticking it sets the date without opening the picker', async () => {
  backend();
  await render();
  // The row is redrawn (no longer a tappable link) once the date is long-term: look the box up each time.
  const longTerm = () => screen.getByRole('checkbox', { name: '长期' });
  const picker = () => document.querySelector('.adm-picker');
  await userEvent.click(await screen.findByRole('checkbox', { name: '长期' }));
  expect(longTerm()).toBeChecked();
  expect(screen.getByText('长期', { selector: '.acc-date-value' })).toBeInTheDocument();
  expect(picker()).toBeNull();

  await userEvent.click(longTerm());
  expect(longTerm()).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: /^有效期至/ }));
  await waitFor(() => expect(picker()).not.toBeNull());
});

test('while a side is still being read the action says so and cannot be tapped, then goes on', async () => {
  backend();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    apiHttp.post('/api/client/idcard/ocr', async ({ request }) => {
      if (new URLSearchParams(await request.clone().text()).get('side') !== 'back') return undefined;
      await held;
      return ok({ side: 'back', authority: 'x', validFrom: '2020-05-01', validTo: 'long' });
    }),
  );
  await render();
  await userEvent.upload(screen.getByTestId('idcard-front'), png('front.png'));
  await userEvent.upload(screen.getByTestId('idcard-back'), png('back.png'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('张三'));
  const action = await screen.findByRole('button', { name: /识别中/ });
  expect(action).toBeDisabled();
  expect(screen.queryByText('请上传身份证国徽面')).not.toBeInTheDocument();
  release();
  await userEvent.click(await screen.findByRole('button', { name: /下一步/ }));
  expect(await screen.findByText('最后一步：人脸识别')).toBeInTheDocument();
});

test('a failed face check says so and offers a retry', async () => {
  backend({ faceCode: '4000', status: 'ocr_done' });
  await render(userFixture({ realNameStatus: 'ocr_done', realNameMasked: null }));
  await userEvent.click(await screen.findByRole('button', { name: '开始人脸识别' }));
  expect(await screen.findByText('人脸识别未通过')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新识别' })).toBeEnabled();
});

function RouteProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="route">{`${pathname}${search}`}</output>;
}

const renderOnTheWay = (redirect: string, user = unverified, steps?: string) =>
  renderWithProviders(
    <>
      <PerfectIdCardPage query={steps ? { redirect, steps } : { redirect }} />
      <RouteProbe />
    </>,
    {
      route: `/pages/perfectIdCard/perfectIdCard?redirect=${encodeURIComponent(redirect)}`,
      token: 'tok',
      user,
      namespace: { ns: 'account', load: loadMessages },
    },
  );

test('on the way to an order: step 2 of 3, a passed face check says so, then goes on by itself', async () => {
  const next = '/pages/emergencyContact/emergencyContact?redirect=%2Fpages%2Forder%2Forder%3FgoodsId%3D1001';
  backend({ status: 'ocr_done' });
  await renderOnTheWay(next, userFixture({ realNameStatus: 'ocr_done', realNameMasked: null }), '3');
  const steps = within(await screen.findByRole('navigation', { name: '下单前的认证步骤' }));
  expect(steps.getByText('第 2/3 步')).toBeInTheDocument();
  expect(steps.getByText('人脸识别')).toHaveAttribute('aria-current', 'step');
  // The contacts come after: this is not the last step.
  expect(screen.queryByText(/最后一步/)).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: '开始人脸识别' }));
  expect(await screen.findByText('实名认证成功')).toBeInTheDocument();
  expect(screen.getByText('正在进入下一步…')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('route')).toHaveTextContent(next), { timeout: 3000 });
});

test('when the face check ends the detour it is called the last step, and the card step is 1/2', async () => {
  backend();
  const first = await renderOnTheWay('/pages/order/order?goodsId=1001', unverified, '2');
  expect(await screen.findByText('第 1/2 步')).toBeInTheDocument();
  // Why an order asks this first, and that it leads back there.
  expect(screen.getByText(/^首次下单前需确认是您本人.*完成后自动回到订单。$/)).toBeInTheDocument();
  first.unmount();
  backend({ status: 'ocr_done' });
  await renderOnTheWay('/pages/order/order?goodsId=1001', userFixture({ realNameStatus: 'ocr_done' }), '2');
  expect(await screen.findByText('最后一步：人脸识别')).toBeInTheDocument();
});

test('a redirect to another site is never followed', async () => {
  server.use(apiHttp.get('/api/client/info', () => ok(userFixture())));
  await renderOnTheWay('//evil.example/steal', userFixture());
  await waitFor(() => expect(screen.getByTestId('route')).toHaveTextContent(/^\/$/));
});
