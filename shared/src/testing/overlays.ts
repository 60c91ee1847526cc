import { Dialog, Toast } from 'antd-mobile';
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

function blocksPointer(el: Element | null): boolean {
  for (let node = el; node; node = node.parentElement) {
    if (getComputedStyle(node).pointerEvents === 'none') return true;
  }
  return false;
}

/**
 * antd-mobile popups and dialogs ignore taps while they animate in; a renter waits for that too.
 * Clicks once the element can take a tap.
 */
export async function tapWhenReady(el: Element): Promise<void> {
  await waitFor(() => expect(blocksPointer(el)).toBe(false));
  await userEvent.click(el);
}

/** Dialogs and toasts live outside the test's render; each test starts without the last one's. */
export async function closeOverlays(): Promise<void> {
  act(() => {
    Dialog.clear();
    Toast.clear();
  });
  await waitFor(() => expect(document.querySelector('.adm-dialog, .adm-toast-main')).toBeNull());
}
