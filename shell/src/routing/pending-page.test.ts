import { RouteNotFoundError } from '../remotes/load-errors';
import { pendingPage } from './pending-page';

test('a page that fails with no render awaiting it raises no unhandled rejection', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    pendingPage(() => Promise.reject(new RouteNotFoundError('pages/nowhere/nowhere')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

test('the render that awaits it still gets the failure, for the route to show', async () => {
  await expect(pendingPage(() => Promise.reject(new RouteNotFoundError('pages/nowhere/nowhere')))).rejects.toThrow(
    RouteNotFoundError,
  );
});
