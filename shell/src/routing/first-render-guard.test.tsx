import { fireEvent, render, screen } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { FirstRenderGuard } from './first-render-guard';

class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>route boundary: {this.state.error.message}</p> : this.props.children;
  }
}

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
      <Outer>
        <FirstRenderGuard canFallBack onFallBack={onFallBack} onBroken={onBroken}>
          <Broken />
        </FirstRenderGuard>
      </Outer>,
    );
    expect(onFallBack).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken release' }));
    expect(screen.queryByText(/route boundary/)).toBeNull();
  });

  it('on its first render with no other version left is the route boundary’s to show', () => {
    const onFallBack = jest.fn();
    render(
      <Outer>
        <FirstRenderGuard canFallBack={false} onFallBack={onFallBack} onBroken={onBroken}>
          <Broken />
        </FirstRenderGuard>
      </Outer>,
    );
    expect(onFallBack).not.toHaveBeenCalled();
    expect(onBroken).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken release' }));
    expect(screen.getByText('route boundary: broken release')).toBeInTheDocument();
  });

  it('after it has shown is a bug of that page, not a broken release', () => {
    const onFallBack = jest.fn();
    render(
      <Outer>
        <FirstRenderGuard canFallBack onFallBack={onFallBack} onBroken={onBroken}>
          <BreaksLater />
        </FirstRenderGuard>
      </Outer>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'page shown' }));
    expect(onFallBack).not.toHaveBeenCalled();
    expect(onBroken).not.toHaveBeenCalled();
    expect(screen.getByText('route boundary: a later bug')).toBeInTheDocument();
  });
});
