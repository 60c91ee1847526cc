import { render, screen } from '@testing-library/react';
import { ErrorPicture } from './error-picture';

// The pictures' file failing to download (offline as the fault shows), then coming back.
let mockOffline = true;
jest.mock('antd-mobile/es/components/error-block', () => {
  if (mockOffline) throw new Error('Loading chunk 5510 failed after 1 retries.');
  return jest.requireActual('antd-mobile/es/components/error-block');
});

test('offline as a fault shows, its words show without the pictures, and the next fault has them', async () => {
  const first = render(<ErrorPicture title="加载失败" description="请检查网络后重试" />);
  expect(await screen.findByText('加载失败')).toBeInTheDocument();
  expect(screen.getByText('请检查网络后重试')).toBeInTheDocument();
  // Settled on the words, not a pending picture nor an error for a boundary to catch.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.getByText('加载失败')).toBeInTheDocument();
  expect(document.querySelector('.adm-error-block-image')).toBeNull();
  first.unmount();

  mockOffline = false;
  render(<ErrorPicture title="加载失败" description="请检查网络后重试" />);
  await screen.findByText('加载失败');
  await screen.findByText((_, el) => el?.classList.contains('adm-error-block-image') ?? false);
});
