export const BASE_WIDTH = 375;
export const MAX_DEVICE_WIDTH = 960;
export const FONT_DIVISOR = 23.4375;
/** Text this much larger than the designs (or more) also gets the large-text layout. */
export const LARGE_TEXT_SCALE = 1.25;
/** From here on the tab bar drops its icons so that two lines of label fit its 50 px. */
export const HUGE_TEXT_SCALE = 1.5;

/** 1rem = min(viewport width, 960) / 23.4375, i.e. 16 px on a 375 px phone at standard text size. */
export function rootFontSize(viewportWidth: number): number {
  return Math.min(viewportWidth, MAX_DEVICE_WIDTH) / FONT_DIVISOR;
}

let chosenScale = 1;

/** The renter's browser or web-view default font size against the 16 px the designs assume. */
function browserTextScale(): number {
  const probe = document.createElement('span');
  probe.style.cssText = 'position:absolute;visibility:hidden;font-size:medium';
  document.body.appendChild(probe);
  const px = parseFloat(getComputedStyle(probe).fontSize);
  probe.remove();
  return Number.isFinite(px) && px > 16 ? px / 16 : 1;
}

function apply(): void {
  const root = document.documentElement;
  const width = root.clientWidth || window.innerWidth;
  const scale = Math.max(chosenScale, document.body ? browserTextScale() : 1);
  root.style.fontSize = `${rootFontSize(width) * scale}px`;
  root.toggleAttribute('data-large-text', scale >= LARGE_TEXT_SCALE);
  root.toggleAttribute('data-huge-text', scale >= HUGE_TEXT_SCALE);
}

/** The app's own text size (the large-text mode); the browser's larger default still wins. */
export function setTextScale(scale: number): void {
  // Each apply lays the page out there and then (it reads the width and a computed style).
  if (scale === chosenScale) return;
  chosenScale = scale;
  apply();
}

// A first show brings nothing the install did not see, and laying the page out at its load event
// costs the first screen; a page back from the back-forward cache may meet another viewport.
const applyIfRestored = (event: PageTransitionEvent) => {
  if (event.persisted) apply();
};

/** Keeps the root font size right through resizes and orientation changes. Returns a stop function. */
export function installRootFontSize(): () => void {
  apply();
  window.addEventListener('resize', apply);
  window.addEventListener('orientationchange', apply);
  window.addEventListener('pageshow', applyIfRestored);
  return () => {
    window.removeEventListener('resize', apply);
    window.removeEventListener('orientationchange', apply);
    window.removeEventListener('pageshow', applyIfRestored);
  };
}
