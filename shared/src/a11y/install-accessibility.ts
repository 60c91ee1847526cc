import { installBareControlFixes } from './bare-controls';
import { installDialogFocus } from './dialog-focus';
import { liveRegion } from './live-region';

/** What the page needs before its first message or overlay. Returns the stop function. */
export function installAccessibility(): () => void {
  liveRegion('polite');
  liveRegion('assertive');
  const stops = [installDialogFocus(), installBareControlFixes()];
  return () => stops.forEach((stop) => stop());
}
