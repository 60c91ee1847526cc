import { getWalletBridge } from './index';

/** The wallet's standard text size: `fontSizeSetting` above it means the renter chose larger text. */
export const WALLET_STANDARD_FONT_SIZE = 16;

function fontSizeOf(info: unknown): number | null {
  const size = (info as { fontSizeSetting?: unknown } | null)?.fontSizeSetting;
  return typeof size === 'number' && Number.isFinite(size) && size > 0 ? size : null;
}

/**
 * The wallet's text size setting (`my.getSystemInfo().fontSizeSetting`, in px), or `null` when the
 * wallet doesn't say (or not within the bridge's deadline). Never rejects: the app then keeps its
 * own setting.
 */
export async function getWalletFontSize(): Promise<number | null> {
  try {
    return fontSizeOf(await getWalletBridge().systemInfo());
  } catch {
    return null;
  }
}
