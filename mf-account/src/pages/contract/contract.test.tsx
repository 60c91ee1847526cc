import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '../../locales/load-messages';
import { apiHttp, HttpResponse, ok, renderWithProviders, setupApiServer } from '@rental/shared/testing';
import AgreementPage from '../agreement/agreement';
import ContractPage from './contract';

const server = setupApiServer();

const agreement = (type: string, title: string) => ({
  type,
  title,
  version: '2026.1',
  updatedAt: '2026-01-15',
  sections: [{ heading: '一、范围', paragraphs: ['<script>alert(1)</script> 仅为文字', '第二段'] }],
});

test('the user agreement shows as text (never markup); a failure offers a retry', async () => {
  let calls = 0;
  server.use(
    apiHttp.get('/api/common/agreement', ({ request }) => {
      calls += 1;
      expect(new URL(request.url).searchParams.get('type')).toBe('user');
      return calls === 1
        ? HttpResponse.json({ success: false, code: 500, msg: '' })
        : ok(agreement('user', '用户协议'));
    }),
  );
  await renderWithProviders(<ContractPage query={{}} />, { namespace: { ns: 'account', load: loadMessages } });
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  expect(await screen.findByRole('heading', { name: '用户协议' })).toBeInTheDocument();
  const section = screen.getByRole('region', { name: '一、范围' });
  expect(section).toHaveTextContent('<script>alert(1)</script> 仅为文字');
  expect(section.querySelectorAll('p')).toHaveLength(2);
  expect(document.querySelector('script')).toBeNull();
});

test('the agreements page opens the tab of ?type=', async () => {
  server.use(
    apiHttp.get('/api/common/agreement', ({ request }) =>
      ok(agreement('service', new URL(request.url).searchParams.get('type') === 'service' ? '增值服务协议' : 'x')),
    ),
  );
  await renderWithProviders(<AgreementPage query={{ type: 'service' }} />, {
    namespace: { ns: 'account', load: loadMessages },
  });
  expect(await screen.findByRole('heading', { name: '增值服务协议' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '服务协议', selected: true })).toBeInTheDocument();
});
