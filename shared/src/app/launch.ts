import { http } from '../http';
import { launchQuery } from '../i18n/detect-language';
import { channelCodeAtom } from '../state/auth-atoms';
import { updateBillStore } from '../state/bill-atoms';
import { appStore } from '../state/store';
import { string } from 'valibot';
import { safeStorage } from '../state/safe-storage';

const RECORDED_KEY = 'channelCodeRecorded';

/** `bizId=123,456` → bizId 123, orderId 456 (orderId only when present). */
export function splitBizId(value: string): { bizId: string; orderId: string } {
  const [bizId = '', orderId = ''] = value.split(',').map((part) => part.trim());
  return { bizId, orderId };
}

export function applyBizIdFromQuery(query: URLSearchParams = launchQuery()): void {
  const raw = query.get('bizId');
  if (raw) updateBillStore(splitBizId(raw));
}

/**
 * A `code` query is the channel the user came from: kept as the channel code and counted once.
 * A reload of the same link must not count it again, so the last recorded code is remembered.
 */
export async function recordChannelFromQuery(query: URLSearchParams = launchQuery()): Promise<void> {
  const code = query.get('code');
  if (!code) return;
  appStore.set(channelCodeAtom, code);
  updateBillStore({ code });
  if (safeStorage.get(RECORDED_KEY, '', string()) === code) return;
  safeStorage.set(RECORDED_KEY, code);
  try {
    await http.get('/api/common/channel/click', { params: { code }, silent: true, loading: false });
  } catch {
    safeStorage.remove(RECORDED_KEY);
  }
}

/** Launch: channel code and bizId; show (the page visible again, e.g. back from the wallet): bizId. */
export function installLaunchHandlers(): () => void {
  void recordChannelFromQuery();
  applyBizIdFromQuery();
  const onShow = () => {
    if (document.visibilityState === 'visible') applyBizIdFromQuery();
  };
  document.addEventListener('visibilitychange', onShow);
  window.addEventListener('pageshow', onShow);
  return () => {
    document.removeEventListener('visibilitychange', onShow);
    window.removeEventListener('pageshow', onShow);
  };
}
