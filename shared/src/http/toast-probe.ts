import { Toast } from 'antd-mobile';

// Toasts are rendered imperatively, outside any test render, so they are observed the way a user
// sees them: in the DOM, after React and antd-mobile's animations have run on real timers.

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

/** Test helper: the texts of the toasts antd-mobile currently has in the DOM. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('.adm-toast-main')].map((el) => el.textContent ?? '');
}

/** Test helper: waits until a toast with exactly `text` is in the DOM (5 s at most: a busy machine draws late). */
export async function expectToast(text: string): Promise<void> {
  const until = Date.now() + 5000;
  while (Date.now() < until && !toastTexts().includes(text)) await tick();
  expect(toastTexts()).toContain(text);
}

/** Test helper: closes every toast and waits until antd-mobile's fade-out has unmounted it. */
export async function clearToasts(): Promise<void> {
  Toast.clear();
  for (let i = 0; i < 200 && toastTexts().length > 0; i += 1) await tick();
  expect(toastTexts()).toEqual([]);
}
