import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { DelayedLoading, PAGE_LOADING_DELAY_MS } from './delayed-loading';

afterEach(() => jest.useRealTimers());

test('a quick load shows nothing; a slow one says it is loading, with dots no SVG animation draws', async () => {
  jest.useFakeTimers();
  const { container } = await renderWithProviders(<DelayedLoading />);
  expect(screen.queryByRole('status')).toBeNull();
  act(() => jest.advanceTimersByTime(PAGE_LOADING_DELAY_MS));
  expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  // The dots pulse by CSS opacity (the compositor's work); an SVG <animate> would make the page's
  // main thread repaint every frame while the page it waits for renders.
  expect(container.querySelectorAll('.rental-loading-dots > i')).toHaveLength(3);
  expect(container.querySelector('.rental-loading-dots')).toHaveAttribute('aria-hidden', 'true');
  expect(container.querySelector('svg animate, svg animateTransform')).toBeNull();
});
