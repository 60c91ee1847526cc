import { appStore } from '../state/store';
import { getWalletFontSize } from '../bridge/wallet-text-size';
import { installLargeText, textSizeChoiceAtom, walletLargeTextAtom } from './large-text';

jest.mock('../bridge/wallet-text-size', () => ({
  WALLET_STANDARD_FONT_SIZE: 16,
  getWalletFontSize: jest.fn(async () => null),
}));
const walletSays = jest.mocked(getWalletFontSize);

/** The cookies the app's pages (`/h5/`) send, as the server reads them. */
const pageCookies = () => {
  window.history.replaceState(null, '', '/h5/');
  return document.cookie;
};

describe('the large-text mode tells the server', () => {
  afterEach(() => {
    appStore.set(textSizeChoiceAtom, null);
    appStore.set(walletLargeTextAtom, false);
    walletSays.mockResolvedValue(null);
  });

  it('sets text=large for the app’s pages while large text is on, and expires it when standard', () => {
    const stop = installLargeText();
    expect(pageCookies()).not.toContain('text=');
    appStore.set(textSizeChoiceAtom, 'large');
    expect(pageCookies()).toContain('text=large');
    // Scoped to the app's pages: the API and other paths do not get it.
    window.history.replaceState(null, '', '/api/');
    expect(document.cookie).not.toContain('text=');
    appStore.set(textSizeChoiceAtom, 'standard');
    expect(pageCookies()).not.toContain('text=');
    stop();
  });

  it('follows the wallet’s text size when the renter has not chosen', async () => {
    walletSays.mockResolvedValue(20);
    const stop = installLargeText();
    await Promise.resolve();
    await Promise.resolve();
    expect(pageCookies()).toContain('text=large');
    appStore.set(textSizeChoiceAtom, 'standard');
    expect(pageCookies()).not.toContain('text=');
    stop();
  });

  it('writes it with the attributes the server expects', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    const stop = installLargeText();
    appStore.set(textSizeChoiceAtom, 'large');
    appStore.set(textSizeChoiceAtom, 'standard');
    expect(set.mock.calls.slice(-2)).toEqual([
      ['text=large; Max-Age=31536000; Path=/h5/; SameSite=Lax'],
      ['text=; Max-Age=0; Path=/h5/; SameSite=Lax'],
    ]);
    stop();
    set.mockRestore();
  });
});
