import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../http/api-error';
import { renderWithProviders } from '../testing/render-with-providers';
import { SectionView } from './section-view';

test('a section that failed says so in place, and its retry is busy until the new answer', async () => {
  let answer: (() => void) | undefined;
  const refreshAsync = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
  await renderWithProviders(
    <SectionView
      skeleton={null}
      failedTitle="这部分内容加载失败"
      request={{
        loading: false,
        error: new ApiError({ kind: 'http', code: 500, msg: '服务器异常!' }),
        refresh: jest.fn(),
        refreshAsync,
      }}
    >
      {(text: string) => <p>{text}</p>}
    </SectionView>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('这部分内容加载失败');
  expect(screen.getByText('服务器异常!')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(refreshAsync).toHaveBeenCalledTimes(1);
  // Busy: the button shows a spinner instead of its word, so a second tap cannot land.
  expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  await act(async () => answer?.());
  expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
});

test('an empty section shows nothing unless told what to show', async () => {
  const { container } = await renderWithProviders(
    <SectionView
      skeleton={null}
      request={{ data: '', loading: false, refresh: jest.fn(), refreshAsync: jest.fn() }}
      isEmpty={(text) => text === ''}
    >
      {(text) => <p>{text}</p>}
    </SectionView>,
  );
  expect(container).toBeEmptyDOMElement();
});
