import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import {
  apiHttp,
  closeOverlays,
  fail,
  installCanvasStub,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@rental/shared/testing';
import FeedbackPage from './feedback';

beforeAll(installCanvasStub);

const server = setupApiServer();

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/feedBack/feedBack" element={<FeedbackPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route: '/pages/feedBack/feedBack', token: 'tok', namespace: { ns: 'account', load: loadMessages } },
  );

afterEach(closeOverlays);

test('type and text are required, counted and sent once however often the button is tapped', async () => {
  const bodies: unknown[] = [];
  server.use(
    apiHttp.post('/api/client/complaint/submit', async ({ request }) => {
      bodies.push(await request.json());
      return ok({ id: 1 });
    }),
  );
  await render();
  const send = screen.getByRole('button', { name: '提交反馈' });
  await userEvent.click(send);
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请选择反馈类型', '请至少填写 5 个字']);
  const content = screen.getByRole('textbox', { name: '问题描述' });
  expect(content).toHaveAttribute('aria-invalid', 'true');
  expect(content).toHaveAccessibleDescription('0/500 请至少填写 5 个字');
  await userEvent.click(screen.getByText('服务问题'));
  await userEvent.type(content, '押金还没有解冻');
  expect(screen.getByText('7/500')).toBeInTheDocument();
  expect(content).not.toHaveAttribute('aria-invalid');
  expect(content).toHaveAccessibleDescription('7/500');
  await userEvent.tripleClick(send);
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(bodies).toEqual([{ type: 'service', content: '押金还没有解冻', contact: '' }]);
});

test('a server refusal is shown and nothing typed is lost', async () => {
  server.use(apiHttp.post('/api/client/complaint/submit', () => fail(400, '请填写 5–500 字的反馈内容')));
  await render();
  await userEvent.click(screen.getByText('其他'));
  await userEvent.type(screen.getByRole('textbox', { name: '问题描述' }), '界面字太小了');
  await userEvent.type(screen.getByRole('textbox', { name: '联系方式（选填）' }), 'a@b.c');
  await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('请填写 5–500 字的反馈内容'));
  expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveValue('界面字太小了');
  expect(screen.getByRole('textbox', { name: '联系方式（选填）' })).toHaveValue('a@b.c');
});

test('a screenshot the server refuses is said at the screenshots, and what was typed stays', async () => {
  server.use(apiHttp.post('/api/client/put-file', () => fail(400, '图片上传服务繁忙，请稍后重试')));
  const { container } = await render();
  await userEvent.click(screen.getByText('功能建议'));
  await userEvent.type(screen.getByRole('textbox', { name: '问题描述' }), '付款页按钮点不动');
  const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(
    picker,
    new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shot.png', { type: 'image/png' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('图片上传服务繁忙，请稍后重试');
  expect(picker).toHaveAttribute('aria-invalid', 'true');
  expect(picker).toHaveAccessibleDescription('图片上传服务繁忙，请稍后重试');
  expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveValue('付款页按钮点不动');
});

test('a screenshot can go with the feedback: uploaded when picked, its id sent with the text', async () => {
  const bodies: unknown[] = [];
  server.use(
    apiHttp.post('/api/client/put-file', () => ok({ fileId: 'f-1' })),
    apiHttp.post('/api/client/complaint/submit', async ({ request }) => {
      bodies.push(await request.json());
      return ok({ id: 2 });
    }),
  );
  const { container } = await render();
  expect(screen.getByText('截图（选填）')).toBeInTheDocument();
  const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(
    picker,
    new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shot.png', { type: 'image/png' }),
  );
  await userEvent.click(screen.getByText('功能建议'));
  await userEvent.type(screen.getByRole('textbox', { name: '问题描述' }), '付款页按钮点不动');
  await waitFor(() => expect(container.querySelectorAll('.adm-image-uploader-cell-loading')).toHaveLength(0));
  await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(bodies).toEqual([{ type: 'app', content: '付款页按钮点不动', contact: '', imageIds: ['f-1'] }]);
});

test('send tapped while the screenshot is still uploading waits for it and sends it along', async () => {
  const bodies: unknown[] = [];
  let finishUpload: () => void = () => undefined;
  const uploaded = new Promise<void>((resolve) => (finishUpload = resolve));
  server.use(
    apiHttp.post('/api/client/put-file', async () => {
      await uploaded;
      return ok({ fileId: 'f-2' });
    }),
    apiHttp.post('/api/client/complaint/submit', async ({ request }) => {
      bodies.push(await request.json());
      return ok({ id: 3 });
    }),
  );
  const { container } = await render();
  await userEvent.click(screen.getByText('功能建议'));
  await userEvent.type(screen.getByRole('textbox', { name: '问题描述' }), '付款页按钮点不动');
  await userEvent.upload(
    container.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'shot.png', { type: 'image/png' }),
  );
  await waitFor(() => expect(container.querySelectorAll('.adm-image-uploader-cell-loading')).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: '提交反馈' }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(bodies).toEqual([]);

  finishUpload();
  expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  expect(bodies).toEqual([{ type: 'app', content: '付款页按钮点不动', contact: '', imageIds: ['f-2'] }]);
});
