import '@testing-library/jest-dom';
import { setupAntdMobile } from '../ui/antd-setup';

setupAntdMobile();

// jsdom lacks these; antd-mobile and layout code read them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('IntersectionObserver' in window)) {
  class IO {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: IO });
}

// jsdom cannot make object URLs; pages preview picked photos with them.
if (!URL.createObjectURL) {
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined });
}
