import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiHttp,
  closeOverlays,
  fail,
  installCanvasStub,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@rental/shared/testing';
import { loadMessages } from '../../locales/load-messages';
import { userFixture } from '../../testing/fixtures';
import PerfectIdCardPage from './perfect-id-card';

const server = setupApiServer();
const unverified = userFixture({ realNameStatus: 'none', realNameMasked: null });

beforeAll(installCanvasStub);
afterEach(closeOverlays);

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const png = (name: string) => new File([new Uint8Array(PNG_SIGNATURE)], name, { type: 'image/png' });

const FIRST = { name: '张三', idNumber: '110105199003071239' };
const SECOND = { name: '李四', idNumber: '110105198507152011' };

/** Like the dev API: the submit is checked against what OCR read from the photo sent as `frontFileId`. */
function backend() {
  const cards: Record<string, typeof FIRST> = { 'front.png': FIRST, 'again.png': SECOND };
  const submits: URLSearchParams[] = [];
  server.use(
    apiHttp.get('/api/client/info', () => ok(unverified)),
    apiHttp.post('/api/client/put-file', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      return ok({ fileId: file.name });
    }),
    apiHttp.post('/api/client/idcard/ocr', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const card = cards[form.get('fileId') ?? ''];
      return card
        ? ok({ side: 'front', ...card, gender: 'male', birthDate: '', address: '' })
        : ok({ side: 'back', authority: 'x', validFrom: '2020-05-01', validTo: 'long' });
    }),
    apiHttp.post('/api/client/auth/submit', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      submits.push(form);
      const read = cards[form.get('frontFileId') ?? ''];
      if (form.get('idNumber') !== read?.idNumber)
        return fail(400, '身份证号码与证件照片不一致，请核对或重新拍摄人像面', {
          field: 'idNumber',
          reason: 'notOnCard',
        });
      return ok({ realNameStatus: 'ocr_done' });
    }),
  );
  return submits;
}

const render = () =>
  renderWithProviders(<PerfectIdCardPage query={{}} />, {
    route: '/pages/perfectIdCard/perfectIdCard',
    token: 'tok',
    user: unverified,
    namespace: { ns: 'account', load: loadMessages },
  });

test('a number other than the photographed card’s is refused at its field, with nothing typed lost', async () => {
  const submits = backend();
  await render();
  await userEvent.upload(screen.getByTestId('idcard-front'), png('front.png'));
  await userEvent.upload(screen.getByTestId('idcard-back'), png('back.png'));
  const idNumber = screen.getByRole('textbox', { name: '身份证号' });
  await waitFor(() => expect(idNumber).toHaveValue(FIRST.idNumber));
  await waitFor(() => expect(screen.getByRole('checkbox', { name: '长期' })).toBeChecked());

  await userEvent.clear(idNumber);
  await userEvent.type(idNumber, SECOND.idNumber);
  await userEvent.click(screen.getByRole('button', { name: /下一步/ }));

  const message = '身份证号与上传的人像面照片不一致，请核对，或重新拍摄人像面';
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(idNumber).toHaveAttribute('aria-invalid', 'true');
  expect(idNumber).toHaveAccessibleDescription(message);
  expect(idNumber).toHaveValue(SECOND.idNumber);
  expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue(FIRST.name);
  expect(screen.queryByRole('button', { name: '开始人脸识别' })).not.toBeInTheDocument();
  expect(submits).toHaveLength(1);

  // Re-photographing the card: its newly read values fill the form and are what is sent.
  await userEvent.upload(screen.getByTestId('idcard-front'), png('again.png'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue(SECOND.name));
  expect(idNumber).toHaveValue(SECOND.idNumber);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(idNumber).not.toHaveAttribute('aria-invalid');
  await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
  expect(await screen.findByText('最后一步：人脸识别')).toBeInTheDocument();
  expect(Object.fromEntries(submits[1] ?? [])).toMatchObject({ ...SECOND, frontFileId: 'again.png' });
});
