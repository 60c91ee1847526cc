import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setupAntdMobile } from '../ui/antd-setup';

setupAntdMobile();
// A page's calls go through axios's XHR adapter and jsdom's XMLHttpRequest, which msw answers in
// tens of milliseconds each on a busy 2-core machine: a page that chains four of them needs more
// than Testing Library's default second to show what it waits for, more again with a worker on each core.
configure({ asyncUtilTimeout: 8000 });

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
