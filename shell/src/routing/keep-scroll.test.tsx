import { fireEvent, render } from '@testing-library/react';
import { Activity } from 'react';
import { KeepScroll } from './keep-scroll';

/**
 * The window's scroll as a page sets it, without a frame to report it (jsdom draws none); it goes no
 * further than the page's height lets it (`tallest`).
 */
function scrollWindow() {
  let y = 0;
  let tallest = Infinity;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = Math.min(top, tallest);
  }) as typeof window.scrollTo);
  return {
    set: (to: number) => (y = to),
    /** The furthest the window can scroll with the page as tall as it is now. */
    reach: (to: number) => (tallest = to),
    scrollTo,
    restore: () => {
      scrollTo.mockRestore();
      Reflect.deleteProperty(window, 'scrollY');
    },
  };
}

const page = (mode: 'visible' | 'hidden') => (
  <Activity mode={mode}>
    <KeepScroll>
      <p>home</p>
    </KeepScroll>
  </Activity>
);

/** Home shown and scrolled to `y`; `away` hides it (another page shows and scrolls), then it comes back. */
function leaveAndComeBack(y: number, win: ReturnType<typeof scrollWindow>, away: () => void = () => win.set(0)) {
  const view = render(page('visible'));
  win.set(y);
  fireEvent.scroll(window);
  return (before: () => void = () => undefined) => {
    before();
    view.rerender(page('hidden'));
    away();
    view.rerender(page('visible'));
  };
}

/** What the page's growth would tell (jsdom lays nothing out): `grow()` reports a new height. */
function watchGrowth() {
  const watchers = new Set<() => void>();
  class Growth {
    constructor(private readonly report: () => void) {}
    observe() {
      watchers.add(this.report);
    }
    disconnect() {
      watchers.delete(this.report);
    }
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: Growth });
  return {
    grow: () => watchers.forEach((report) => report()),
    watching: () => watchers.size,
    restore: () => Reflect.deleteProperty(window, 'ResizeObserver'),
  };
}

describe('KeepScroll', () => {
  let win: ReturnType<typeof scrollWindow>;
  let growth: ReturnType<typeof watchGrowth>;
  beforeEach(() => {
    win = scrollWindow();
    growth = watchGrowth();
  });
  afterEach(() => {
    win.restore();
    growth.restore();
  });

  it('opens a new page at its top', () => {
    win.set(640);
    render(page('visible'));
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('opens a kept page where the renter scrolled it', () => {
    leaveAndComeBack(900, win)();
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('keeps the place the page had at the tap, even when no scroll was reported since it moved', () => {
    leaveAndComeBack(
      902,
      win,
    )(() => {
      // A picture above came in and the page moved on; the tap comes before the frame that reports it.
      win.set(1153);
      fireEvent.pointerDown(document.body);
    });
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 1153);
  });

  it('records nothing while hidden: another page’s scrolling is not this one’s', () => {
    leaveAndComeBack(300, win, () => {
      win.set(2000);
      fireEvent.scroll(window);
      fireEvent.pointerDown(document.body);
    })();
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('brings a page shown again before it has its height to its place as it grows, and keeps that place', () => {
    const comeBack = leaveAndComeBack(1153, win);
    comeBack(() => win.reach(902));
    expect(window.scrollY).toBe(902);
    // Its own scroll, as far as the page then went, is not the renter's place.
    fireEvent.scroll(window);
    win.reach(2400);
    growth.grow();
    expect(window.scrollY).toBe(1153);
    expect(growth.watching()).toBe(0);
    comeBack();
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 1153);
  });

  it('stops seeking the place once the renter acts: where they are is then their place', () => {
    const comeBack = leaveAndComeBack(1153, win);
    comeBack(() => win.reach(902));
    win.set(400);
    fireEvent.pointerDown(document.body);
    expect(growth.watching()).toBe(0);
    win.reach(2400);
    growth.grow();
    expect(window.scrollY).toBe(400);
  });
});
