import { act, fireEvent, render, screen } from '@testing-library/react';
import { ListFooter } from './list-footer';

const labels = { loading: 'Loading more', noMore: 'That is all', failed: 'Could not load more', retry: 'Retry' };

// The browser's visibility reports, played by the test: jsdom has no layout to compute them from.
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class TestObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.push({ callback, targets: [] });
  }
  observe(target: Element) {
    observers.find((o) => o.callback === this.callback)?.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function scrollFooter(isIntersecting: boolean) {
  act(() => {
    for (const { callback, targets } of observers)
      callback(
        targets.map((target) => ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 })) as never,
        {} as IntersectionObserver,
      );
  });
}

const original = window.IntersectionObserver;
beforeAll(() => Object.assign(window, { IntersectionObserver: TestObserver }));
afterAll(() => Object.assign(window, { IntersectionObserver: original }));
beforeEach(() => {
  observers.length = 0;
});

const dots = (container: HTMLElement) => container.querySelector('.rental-loading-dots');

describe('the end of a scrolled list', () => {
  it('says more is loading, with moving dots only while the renter can see it', () => {
    const { container } = render(<ListFooter hasMore failed={false} retry={() => undefined} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more');
    expect(dots(container)).toBeNull();
    scrollFooter(true);
    expect(dots(container)).not.toBeNull();
    scrollFooter(false);
    expect(dots(container)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more');
  });

  it('offers a retry when the next page failed', () => {
    const retry = jest.fn();
    render(<ListFooter hasMore failed retry={retry} labels={labels} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says when there is no more', () => {
    const { container } = render(<ListFooter hasMore={false} failed={false} retry={() => undefined} labels={labels} />);
    expect(screen.getByText('That is all')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(dots(container)).toBeNull();
  });
});
