import { translatedWheelLabel, WHEEL_CONTROLS } from './picker-labels';

/**
 * antd-mobile draws some controls as bare elements that only a pointer can use: the clear "×" of
 * an input is a `div` with a label and a click handler; an action sheet's choices are anchors
 * without an address, each called an "option" of no list. Given the role they play (and a tab
 * stop, for the sheet's choices: `dialog-focus` lets Enter and Space press them), screen readers
 * name them and keyboards reach them.
 */
const BARE_BUTTONS = '.adm-input-clear:not([role])';
const SHEET_CHOICES =
  '.adm-action-sheet-button-item[role="option"], .adm-action-sheet-cancel .adm-action-sheet-button-item:not([role])';
// The cancel choice's wrapper is the "option" there, around the anchor that does the work.
const SHEET_CANCEL = '.adm-action-sheet-cancel[role="option"]';

function patch(): void {
  for (const el of document.querySelectorAll(BARE_BUTTONS)) el.setAttribute('role', 'button');
  for (const el of document.querySelectorAll(SHEET_CANCEL)) {
    el.removeAttribute('role');
    el.removeAttribute('aria-label');
  }
  for (const el of document.querySelectorAll(SHEET_CHOICES)) {
    el.setAttribute('role', 'button');
    if (el.getAttribute('aria-disabled') !== 'true') el.setAttribute('tabindex', '0');
  }
  for (const el of document.querySelectorAll(WHEEL_CONTROLS)) {
    const label = translatedWheelLabel(el.getAttribute('aria-label') ?? '');
    if (label) el.setAttribute('aria-label', label);
  }
}

/** Starts patching what appears; returns the stop function. */
export function installBareControlFixes(): () => void {
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      patch();
    });
  });
  // A wheel's labels change as it turns: attribute changes are watched too.
  observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['aria-label'] });
  patch();
  return () => observer.disconnect();
}
