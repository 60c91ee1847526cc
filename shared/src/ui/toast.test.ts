import { waitFor } from '@testing-library/react';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, toast } from './toast';

/** When a toast's words came into the page and when they left it, by the page's clock. */
function watchWords(words: string): { shownAt: () => number | null; goneAt: () => number | null } {
  let shownAt: number | null = null;
  let goneAt: number | null = null;
  const observer = new MutationObserver(() => {
    const inPage = document.body.textContent?.includes(words) ?? false;
    if (inPage && shownAt === null) shownAt = performance.now();
    if (!inPage && shownAt !== null && goneAt === null) {
      goneAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { shownAt: () => shownAt, goneAt: () => goneAt };
}

// The toasts render in a React root of their own, outside any component, as in a browser.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A phone too busy to draw: the main thread is held.
  }
}

const shownFor = async (watch: ReturnType<typeof watchWords>, timeout: number): Promise<number> => {
  await waitFor(() => expect(watch.goneAt()).not.toBeNull(), { timeout });
  return watch.goneAt()! - watch.shownAt()!;
};

test('a toast held up before it could be drawn still shows for its whole time once drawn', async () => {
  toast.show('warm-up', 10);
  await waitFor(() => expect(document.body).not.toHaveTextContent('warm-up'));

  const watch = watchWords('已退出登录');
  toast.success('已退出登录');
  // The toast is asked for; before the page can draw it, the main thread is busy past its time.
  setTimeout(() => busy(TOAST_DURATION_MS + 500), 0);

  await waitFor(() => expect(watch.shownAt()).not.toBeNull(), { timeout: 8000 });
  expect(document.querySelector('.rental-live--polite')).toHaveTextContent('已退出登录');
  expect(await shownFor(watch, 8000)).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 50);
});

test('an earlier toast’s time never closes the toast that replaced it', async () => {
  const first = watchWords('已保存');
  const second = watchWords('网络异常');
  toast.success('已保存');
  await waitFor(() => expect(first.shownAt()).not.toBeNull());
  await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS / 2));
  toast.error('网络异常');

  await waitFor(() => expect(second.shownAt()).not.toBeNull());
  expect(document.querySelector('.rental-live--assertive')).toHaveTextContent('网络异常');
  expect(await shownFor(second, 8000)).toBeGreaterThanOrEqual(ERROR_TOAST_DURATION_MS - 50);
});

test('a loading toast stays until its work ends, whatever toast time runs out meanwhile', async () => {
  const end = toast.loadingAfter('加载中', 0);
  await waitFor(() => expect(document.body).toHaveTextContent('加载中'));
  await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 300));
  expect(document.body).toHaveTextContent('加载中');
  end();
  await waitFor(() => expect(document.body).not.toHaveTextContent('加载中'));
});
