import { browserBridge } from './browser-bridge';
import { isInsideWallet, miniProgramBridge } from './mini-program-bridge';
import type { WalletBridge } from './wallet-bridge';

export * from './wallet-bridge';

/** The wallet when the page runs inside it, the dev API's simulator everywhere else. */
export function getWalletBridge(): WalletBridge {
  return isInsideWallet() ? miniProgramBridge : browserBridge;
}
export { WALLET_TIMEOUT_MS, type WalletAction } from './deadline';
