import { fireEvent, render } from '@testing-library/react';
import { Activity } from 'react';
import { KeepScroll } from './keep-scroll';

/** The window's scroll as a page sets it, without a frame to report it (jsdom draws none). */
function scrollWindow() {
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = top;
  }) as typeof window.scrollTo);
  return {
    set: (to: number) => (y = to),
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

describe('KeepScroll', () => {
  let win: ReturnType<typeof scrollWindow>;
  beforeEach(() => (win = scrollWindow()));
  afterEach(() => win.restore());

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
});
