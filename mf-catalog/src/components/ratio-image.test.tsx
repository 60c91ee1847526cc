import { fireEvent, render, screen } from '@testing-library/react';
import { RatioImage } from './ratio-image';

test('a picture that fails to load leaves its grey box, named, not a broken image, and a new picture is tried again', () => {
  const { rerender } = render(<RatioImage src="/a.png" alt="iPhone 16" priority />);
  fireEvent.error(screen.getByRole('img', { name: 'iPhone 16' }));
  const sign = screen.getByRole('img', { name: 'iPhone 16' });
  expect(sign.tagName).toBe('SPAN');
  rerender(<RatioImage src="/b.png" alt="iPhone 16" priority />);
  expect(screen.getByRole('img', { name: 'iPhone 16' })).toHaveAttribute('src', '/b.png');
});

test('the first screen’s main picture is asked for at once and first', () => {
  render(<RatioImage src="/banner.svg" alt="开学季" priority />);
  const img = screen.getByRole('img', { name: '开学季' });
  expect(img).toHaveAttribute('fetchpriority', 'high');
});
