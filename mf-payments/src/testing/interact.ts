import { Dialog, Toast } from 'antd-mobile';
import { act, waitFor } from '@testing-library/react';

/** Dialogs and toasts live outside the test's render; each test starts without the last one's. */
export async function closeOverlays(): Promise<void> {
  act(() => {
    Dialog.clear();
    Toast.clear();
  });
  await waitFor(() => expect(document.querySelector('.adm-dialog, .adm-toast-main')).toBeNull());
}
