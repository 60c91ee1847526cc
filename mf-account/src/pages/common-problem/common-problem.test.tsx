import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadMessages } from '../../locales/load-messages';
import { questionsFixture } from '../../testing/fixtures';
import { apiHttp, HttpResponse, ok, renderWithProviders, setupApiServer, Hosted } from '@rental/shared/testing';
import { routes } from '../../routes';
import FeedbackPage from '../feedback/feedback';
import CommonProblemPage from './common-problem';

const server = setupApiServer();

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

test('questions expand; a failure offers a retry; the way to ask is always there', async () => {
  let calls = 0;
  server.use(
    apiHttp.get('/api/common/question', () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ success: false, code: 500, msg: '' }) : ok(questionsFixture);
    }),
  );
  await renderWithProviders(<CommonProblemPage query={{}} />, { namespace: { ns: 'account', load: loadMessages } });
  await userEvent.click(await screen.findByRole('button', { name: '重试' }));
  await userEvent.click(await screen.findByText('什么是信用免押？'));
  expect(await screen.findByText('下单时根据您的信用评估免除部分或全部押金。')).toBeVisible();
  expect(screen.getByRole('link', { name: '给我们留言' })).toHaveAttribute('href', '/pages/feedBack/feedBack');
});

test('a personal page without a session goes to login and remembers where it was', async () => {
  await renderWithProviders(
    <Routes>
      <Route
        path="/pages/feedBack/feedBack"
        element={
          <Hosted routes={routes} path="pages/feedBack/feedBack">
            <FeedbackPage />
          </Hosted>
        }
      />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/pages/feedBack/feedBack', namespace: { ns: 'account', load: loadMessages } },
  );
  expect(await screen.findByTestId('landed')).toHaveTextContent(
    '/pages/login/login?redirect=%2Fpages%2FfeedBack%2FfeedBack',
  );
});
