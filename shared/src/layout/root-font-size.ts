export const BASE_WIDTH = 375;
export const MAX_DEVICE_WIDTH = 960;
export const FONT_DIVISOR = 23.4375;

/** 1rem = min(viewport width, 960) / 23.4375, i.e. 16 px on a 375 px phone. */
export function rootFontSize(viewportWidth: number): number {
  return Math.min(viewportWidth, MAX_DEVICE_WIDTH) / FONT_DIVISOR;
}

function apply(): void {
  const width = document.documentElement.clientWidth || window.innerWidth;
  document.documentElement.style.fontSize = `${rootFontSize(width)}px`;
}

/** Keeps the root font size right through resizes and orientation changes. Returns a stop function. */
export function installRootFontSize(): () => void {
  apply();
  window.addEventListener('resize', apply);
  window.addEventListener('orientationchange', apply);
  window.addEventListener('pageshow', apply);
  return () => {
    window.removeEventListener('resize', apply);
    window.removeEventListener('orientationchange', apply);
    window.removeEventListener('pageshow', apply);
  };
}
