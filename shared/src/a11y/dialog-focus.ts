/**
 * Every antd-mobile overlay (Popup and what is built on it: ActionSheet, Picker, the sheets;
 * CenterPopup and Dialog) as a modal dialog for keyboards and screen readers: focus moves in when
 * it opens, Tab stays inside while it is open, and focus goes back where it was when it closes.
 * antd-mobile does none of this, and the pages open their overlays in many ways (components,
 * `Dialog.confirm`), so one watcher of the document serves them all.
 */
const OVERLAYS = '.adm-popup, .adm-center-popup';
const BODIES = '.adm-popup-body, .adm-center-popup-body';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Open {
  overlay: HTMLElement;
  dialog: HTMLElement;
  returnTo: Element | null;
}

const TITLES = 'h1, h2, h3, .adm-dialog-title, .adm-modal-title, .adm-picker-header-title';
const CLOSERS = '.adm-popup-close-icon, .adm-center-popup-close, .adm-mask-aria-button';

const isShown = (el: HTMLElement) => el.isConnected && el.style.display !== 'none';

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[aria-hidden="true"]') && el.getClientRects().length > 0,
  );
}

let named = 0;

/** The element that is the dialog: one the page marked itself, or the overlay's body made into one. */
function dialogOf(overlay: HTMLElement): HTMLElement | null {
  const dialog =
    overlay.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]') ??
    overlay.querySelector<HTMLElement>(BODIES);
  if (!dialog) return null;
  dialog.setAttribute('role', dialog.getAttribute('role') ?? 'dialog');
  // Named by its title, when the page gave it none.
  const title = dialog.querySelector<HTMLElement>(TITLES);
  if (title && !dialog.hasAttribute('aria-label') && !dialog.hasAttribute('aria-labelledby')) {
    title.id ||= `rental-dialog-title-${++named}`;
    dialog.setAttribute('aria-labelledby', title.id);
  }
  return dialog;
}

function enter({ overlay, dialog }: Open): void {
  dialog.setAttribute('aria-modal', 'true');
  // antd-mobile's close "button" is a bare element with a role: reachable by keyboard only with a tab stop.
  for (const close of overlay.querySelectorAll<HTMLElement>('.adm-popup-close-icon, .adm-center-popup-close')) {
    if (!close.hasAttribute('tabindex')) close.setAttribute('tabindex', '0');
  }
  if (dialog.contains(document.activeElement)) return;
  const first = focusables(dialog)[0];
  if (first) first.focus({ preventScroll: true });
  else {
    if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
    dialog.focus({ preventScroll: true });
  }
}

const isBareButton = (el: HTMLElement) =>
  el.getAttribute('role') === 'button' &&
  !(el instanceof HTMLButtonElement) &&
  !(el instanceof HTMLAnchorElement && el.href);

function leave({ returnTo }: Open): void {
  if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus({ preventScroll: true });
}

/** Starts watching; returns the stop function. */
export function installDialogFocus(): () => void {
  let open: Open[] = [];
  let scheduled = false;

  const check = () => {
    scheduled = false;
    const shown = [...document.querySelectorAll<HTMLElement>(OVERLAYS)].filter(isShown);
    const closed = open.filter((o) => !shown.includes(o.overlay));
    open = open.filter((o) => shown.includes(o.overlay));
    for (const o of closed.reverse()) leave(o);
    for (const overlay of shown) {
      if (open.some((o) => o.overlay === overlay)) continue;
      const dialog = dialogOf(overlay);
      if (!dialog) continue;
      const entry = { overlay, dialog, returnTo: document.activeElement };
      open.push(entry);
      enter(entry);
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(check);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const top = open[open.length - 1];
    if (!top) return;
    const active = document.activeElement;
    if ((event.key === 'Enter' || event.key === ' ') && active instanceof HTMLElement && isBareButton(active)) {
      event.preventDefault();
      active.click();
      return;
    }
    if (event.key === 'Escape') {
      top.overlay.querySelector<HTMLElement>(CLOSERS)?.click();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(top.dialog);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const inside = top.dialog.contains(document.activeElement);
    if (event.shiftKey && (!inside || document.activeElement === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
      event.preventDefault();
      first.focus();
    }
  };

  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  document.addEventListener('keydown', onKeyDown, true);
  check();
  return () => {
    observer.disconnect();
    document.removeEventListener('keydown', onKeyDown, true);
  };
}
