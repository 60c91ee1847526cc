import { call as callMiniProgram, isInsideWallet } from './mini-program-bridge';

/** The wallet's standard text size: `fontSizeSetting` above it means the renter chose larger text. */
export const WALLET_STANDARD_FONT_SIZE = 16;
const ANSWER_WITHIN_MS = 3000;

function fontSizeOf(info: unknown): number | null {
  const size = (info as { fontSizeSetting?: unknown } | null)?.fontSizeSetting;
  return typeof size === 'number' && Number.isFinite(size) && size > 0 ? size : null;
}

async function askSimulator(): Promise<unknown> {
  const res = await fetch('/wallet-sim/systemInfo', { method: 'POST' });
  const body = (await res.json()) as { success?: boolean; data?: unknown };
  return res.ok && body.success ? body.data : null;
}

/**
 * The wallet's text size setting (`my.getSystemInfo().fontSizeSetting`, in px), or `null` when the
 * wallet doesn't say. Never rejects: the app then keeps its own setting.
 */
export async function getWalletFontSize(): Promise<number | null> {
  const ask = isInsideWallet() ? callMiniProgram('getSystemInfo', {}) : askSimulator();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS);
  });
  try {
    return fontSizeOf(await Promise.race([ask, late]));
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
