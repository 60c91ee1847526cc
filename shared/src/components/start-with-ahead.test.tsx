import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useRequest from 'ahooks/es/useRequest';
import { number, object, type InferOutput } from 'valibot';
import { http } from '../http/client';
import { forgetPrefetched } from '../http/prefetch';
import { readyRouteData } from '../http/route-data';
import { apiHttp, ok, setupApiServer } from '../testing';
import { renderWithProviders } from '../testing/render-with-providers';
import { inPlaceLoading, startWithAhead } from './request-options';
import { RequestView } from './request-view';

let version = 1;
const sent: string[] = [];
const server = setupApiServer(apiHttp.get('/api/common/question', () => ok({ version })));
server.events.on('request:start', ({ request }) => void sent.push(new URL(request.url).pathname));

const VersionedSchema = object({ version: number() });
type Versioned = InferOutput<typeof VersionedSchema>;
const getQuestions = () => http.get('/api/common/question', { schema: VersionedSchema, silent: true });
const questionsAhead = () => http.peek('/api/common/question', { schema: VersionedSchema });

/** What the renter saw, render by render. */
let faces: string[] = [];
function Skeleton() {
  faces.push('skeleton');
  return <p>Loading</p>;
}
function Shown({ data }: { data: Versioned }) {
  faces.push(`version ${data.version}`);
  return <p>Version {data.version}</p>;
}
function Questions() {
  const request = useRequest(getQuestions, inPlaceLoading, [startWithAhead(questionsAhead)]);
  return (
    <>
      <button onClick={request.refresh}>Refresh</button>
      <RequestView request={request} skeleton={<Skeleton />}>
        {(data) => <Shown data={data} />}
      </RequestView>
    </>
  );
}

beforeEach(() => {
  version = 1;
  sent.length = 0;
  faces = [];
  forgetPrefetched();
});

test('a page whose first answer came ahead shows it in its first render, and asks no one again', async () => {
  await readyRouteData([{ path: '/api/common/question' }]);
  version = 2;
  await renderWithProviders(<Questions />);
  expect(screen.getByText('Version 1')).toBeInTheDocument();
  await waitFor(() => expect(faces.length).toBeGreaterThan(1));
  expect(faces).not.toContain('skeleton');
  expect(sent).toEqual(['/api/common/question']);

  // That answer was taken: the renter's refresh asks the server.
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Version 2')).toBeInTheDocument();
  expect(sent).toEqual(['/api/common/question', '/api/common/question']);
});

test('without an answer ahead the page waits for its own call, as before', async () => {
  await renderWithProviders(<Questions />);
  expect(screen.queryByText('Version 1')).toBeNull();
  expect(await screen.findByText('Version 1')).toBeInTheDocument();
  expect(sent).toEqual(['/api/common/question']);
});
