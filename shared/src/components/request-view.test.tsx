import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../http/api-error';
import { renderWithProviders } from '../testing/render-with-providers';
import { RequestView, type RequestLike } from './request-view';

function view(request: RequestLike<string>) {
  return renderWithProviders(<RequestView request={request}>{(text) => <p>{text}</p>}</RequestView>);
}

test('loaded data is shown', async () => {
  await view({ data: '订单 ZL1', loading: false, refresh: jest.fn() });
  expect(screen.getByText('订单 ZL1')).toBeInTheDocument();
});

test('a failure says so and retries on a tap', async () => {
  const refresh = jest.fn();
  await view({ loading: false, error: new ApiError({ kind: 'http', code: 500, msg: '服务器异常!' }), refresh });
  expect(screen.getByText('服务器异常!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('something the server does not have offers a way home, not a retry that cannot help', async () => {
  const refresh = jest.fn();
  await view({ loading: false, error: new ApiError({ kind: 'business', code: 404, msg: '订单不存在' }), refresh });
  expect(screen.getByText('没有找到相关内容')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
});

test('an error thrown by a loader is shown as translated text, never as developer English', async () => {
  await view({
    loading: false,
    error: new TypeError("Cannot read properties of undefined (reading 'id')"),
    refresh: jest.fn(),
  });
  expect(screen.getByText('加载失败')).toBeInTheDocument();
  expect(screen.queryByText(/Cannot read/)).toBeNull();
  expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
});

test('offline it says so, and the connection coming back refetches what it shows, once', async () => {
  const refresh = jest.fn();
  await view({
    loading: false,
    error: new ApiError({ kind: 'network', code: -100, msg: '请求失败，请重试！' }),
    refresh,
  });
  act(() => window.dispatchEvent(new Event('offline')));
  expect(screen.getByText('网络已断开')).toBeInTheDocument();
  act(() => window.dispatchEvent(new Event('online')));
  act(() => window.dispatchEvent(new Event('online')));
  expect(refresh).toHaveBeenCalledTimes(1);
});
