import { atom, useAtomValue, useSetAtom } from 'jotai';
import { boolean, nullable, picklist } from 'valibot';
import { getWalletFontSize, WALLET_STANDARD_FONT_SIZE } from '../bridge/wallet-text-size';
import { LARGE_TEXT_SCALE, setTextScale } from './root-font-size';
import { writePageCookie } from '../state/page-cookies';
import { persistedAtom } from '../state/persisted-atom';
import { appStore } from '../state/store';

export type TextSizeChoice = 'large' | 'standard';

/** The renter's own choice in Mine; `null` until they make one, so the wallet's setting is followed. */
export const textSizeChoiceAtom = persistedAtom<TextSizeChoice | null>(
  'textSize',
  null,
  nullable(picklist(['large', 'standard'])),
);
/** What the wallet said last time, so that the next launch starts at the right size before it answers. */
export const walletLargeTextAtom = persistedAtom('walletLargeText', false, boolean());

export const largeTextAtom = atom((get) => {
  const choice = get(textSizeChoiceAtom);
  return choice === null ? get(walletLargeTextAtom) : choice === 'large';
});

function applyLargeText(): void {
  const large = appStore.get(largeTextAtom);
  setTextScale(large ? LARGE_TEXT_SCALE : 1);
  // The server picks the next visit's prerendered page by it: large text from the first paint.
  writePageCookie('text', large ? 'large' : null);
}

/** Asks the wallet for its text size and follows it unless the renter chose for themselves. */
export async function followWalletTextSize(): Promise<void> {
  const size = await getWalletFontSize();
  if (size !== null) appStore.set(walletLargeTextAtom, size > WALLET_STANDARD_FONT_SIZE);
}

/** Applies the large-text mode now and whenever it changes. Returns a stop function. */
export function installLargeText(): () => void {
  applyLargeText();
  const stop = appStore.sub(largeTextAtom, applyLargeText);
  void followWalletTextSize();
  return stop;
}

/** Whether large text is on, and the switch that sets the renter's own choice. */
export function useLargeText(): [boolean, (on: boolean) => void] {
  const on = useAtomValue(largeTextAtom);
  const choose = useSetAtom(textSizeChoiceAtom);
  return [on, (next) => choose(next ? 'large' : 'standard')];
}
