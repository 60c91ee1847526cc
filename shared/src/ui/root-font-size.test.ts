import { installRootFontSize, rootFontSize } from './root-font-size';

describe('root font size', () => {
  it('is 16 px on a 375 px phone and stops growing at 960 px', () => {
    expect(rootFontSize(375)).toBe(16);
    expect(rootFontSize(750)).toBe(32);
    expect(rootFontSize(1200)).toBeCloseTo(40.96);
  });

  it('follows resizes', () => {
    const setWidth = (w: number) =>
      Object.defineProperty(document.documentElement, 'clientWidth', { value: w, configurable: true });
    setWidth(375);
    const stop = installRootFontSize();
    expect(document.documentElement.style.fontSize).toBe('16px');
    setWidth(414);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe(`${414 / 23.4375}px`);
    stop();
  });

  it('takes the viewport as it is when the page comes back from the back-forward cache, and only then', () => {
    const setWidth = (w: number) =>
      Object.defineProperty(document.documentElement, 'clientWidth', { value: w, configurable: true });
    setWidth(375);
    const stop = installRootFontSize();
    // Turned to landscape while the page was in the cache: no resize reaches a page that is away.
    setWidth(812);
    // A first show (not from the cache) is the page as installed.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(document.documentElement.style.fontSize).toBe('16px');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(document.documentElement.style.fontSize).toBe(`${812 / 23.4375}px`);
    stop();
  });
});
