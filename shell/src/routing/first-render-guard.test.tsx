import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FirstRenderGuard } from './first-render-guard';
import { RouteBoundary } from '../testing/route-boundary';

function Broken(): never {
  throw new Error('broken release');
}

function BreaksLater() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('a later bug');
  return (
    <button type="button" onClick={() => setBroken(true)}>
      page shown
    </button>
  );
}

const onBroken = jest.fn();
beforeEach(() => {
  onBroken.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a page that throws', () => {
  it('on its first render hands the route to the next version, and nothing reaches the route boundary', () => {
    const onFallBack = jest.fn();
    render(
      <RouteBoundary>
        <FirstRenderGuard canFallBack onFallBack={onFallBack} onBroken={onBroken}>
          <Broken />
        </FirstRenderGuard>
      </RouteBoundary>,
    );
    expect(onFallBack).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken release' }));
    expect(screen.queryByText(/route boundary/)).toBeNull();
  });

  it('on its first render with no other version left is the route boundary’s to show', () => {
    const onFallBack = jest.fn();
    render(
      <RouteBoundary>
        <FirstRenderGuard canFallBack={false} onFallBack={onFallBack} onBroken={onBroken}>
          <Broken />
        </FirstRenderGuard>
      </RouteBoundary>,
    );
    expect(onFallBack).not.toHaveBeenCalled();
    expect(onBroken).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken release' }));
    expect(screen.getByText('route boundary: broken release')).toBeInTheDocument();
  });

  it('after it has shown is a bug of that page, not a broken release', () => {
    const onFallBack = jest.fn();
    render(
      <RouteBoundary>
        <FirstRenderGuard canFallBack onFallBack={onFallBack} onBroken={onBroken}>
          <BreaksLater />
        </FirstRenderGuard>
      </RouteBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'page shown' }));
    expect(onFallBack).not.toHaveBeenCalled();
    expect(onBroken).not.toHaveBeenCalled();
    expect(screen.getByText('route boundary: a later bug')).toBeInTheDocument();
  });
});
