import { number, record, string } from 'valibot';
import { onSessionCleared } from '../state/auth-atoms';
import { personalStorage } from '../state/personal-storage';

type ResendMap = Record<string, number>;

const ResendMapSchema = record(string(), number());

/** Whole seconds until `allowedAt` (epoch ms), never below zero; a partial second counts as one. */
export function secondsLeft(allowedAt: number | null | undefined, now: number): number {
  if (!allowedAt || allowedAt <= now) return 0;
  return Math.ceil((allowedAt - now) / 1000);
}

/**
 * When a new SMS code may be asked for, per key (a mobile number, a card's last four digits, a
 * trade), persisted so that a reload keeps the countdown. Which numbers a renter texted is
 * personal: logout and a 401 forget them.
 */
export interface ResendTimes {
  readonly storageKey: string;
  read(key: string, now: number): number | null;
  save(key: string, allowedAt: number, now: number): void;
  /** The key most recently texted whose wait is still running, or ''. */
  latestPending(now: number): string;
  clear(): void;
}

export function createResendTimes(storageKey: string): ResendTimes {
  const load = () => personalStorage.get<ResendMap>(storageKey, {}, ResendMapSchema);
  const times: ResendTimes = {
    storageKey,
    read(key, now) {
      const at = load()[key];
      return at !== undefined && at > now ? at : null;
    },
    save(key, allowedAt, now) {
      const kept: ResendMap = {};
      for (const [k, at] of Object.entries(load())) if (at > now) kept[k] = at;
      kept[key] = allowedAt;
      personalStorage.set(storageKey, kept);
    },
    latestPending(now) {
      let best = '';
      let bestAt = now;
      for (const [key, at] of Object.entries(load()))
        if (at > bestAt) {
          best = key;
          bestAt = at;
        }
      return best;
    },
    clear() {
      personalStorage.remove(storageKey);
    },
  };
  // Also what an earlier version wrote before keys were listed.
  onSessionCleared(times.clear);
  return times;
}
