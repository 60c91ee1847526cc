import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { OfflineNotice, useOnline, useRefreshOn } from './index';

function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function StatusPage({ onRefresh }: { onRefresh: () => void }) {
  useRefreshOn(onRefresh, { visible: true });
  const online = useOnline();
  return <button disabled={!online}>提交</button>;
}

test('offline is said once, submit buttons are disabled, and reconnecting refetches once', async () => {
  const refresh = jest.fn();
  await renderWithProviders(
    <>
      <OfflineNotice />
      <StatusPage onRefresh={refresh} />
    </>,
  );
  expect(screen.queryByRole('status')).toBeNull();
  act(() => window.dispatchEvent(new Event('offline')));
  act(() => window.dispatchEvent(new Event('offline')));
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('网络已断开，恢复连接后才能继续操作');
  expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
  act(() => window.dispatchEvent(new Event('online')));
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByRole('button', { name: '提交' })).toBeEnabled();
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('coming back to the page refetches order and payment status, once per return', async () => {
  const refresh = jest.fn();
  const { unmount } = await renderWithProviders(<StatusPage onRefresh={refresh} />);
  act(() => setVisibility('hidden'));
  expect(refresh).not.toHaveBeenCalled();
  act(() => setVisibility('visible'));
  act(() => setVisibility('visible'));
  expect(refresh).toHaveBeenCalledTimes(1);
  unmount();
  act(() => setVisibility('hidden'));
  act(() => setVisibility('visible'));
  expect(refresh).toHaveBeenCalledTimes(1);
});
