import { i18n } from '../i18n/i18n';

/**
 * antd-mobile's picker wheels tell screen readers what is selected, and offer the previous and
 * next choice, in Chinese whatever the language. The same words in the renter's language.
 */
const WHEEL_LABELS = [
  [/^当前选择的是：(.*)$/s, 'picker.current'],
  [/^当前未选择$/, 'picker.none'],
  [/^选择上一项：(.*)$/s, 'picker.previous'],
  [/^没有上一项$/, 'picker.noPrevious'],
  [/^选择下一项：(.*)$/s, 'picker.next'],
  [/^没有下一项$/, 'picker.noNext'],
] as const;

export const WHEEL_CONTROLS = '.adm-picker-view-column-accessible [aria-label]';

/** The label in the current language, or `null` when it is not one of antd-mobile's Chinese ones. */
export function translatedWheelLabel(label: string): string | null {
  for (const [pattern, key] of WHEEL_LABELS) {
    const match = pattern.exec(label);
    if (match) {
      const text = i18n.t(key, { label: match[1] ?? '' });
      return text === label ? null : text;
    }
  }
  return null;
}
