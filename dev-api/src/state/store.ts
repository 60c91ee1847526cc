import { randomBytes } from 'node:crypto';
import { SEED_USERS } from '../data/users';
import type { RemoteHealthStore } from './remote-health';
import type { WalletAction, WalletOverride } from './wallet';

export type RealNameStatus = 'none' | 'ocr_done' | 'face_pending' | 'verified' | 'failed';

export interface User {
  userId: number;
  walletUserId: string | null;
  mobile: string | null;
  nickName: string;
  avatar: string;
  realNameStatus: RealNameStatus;
  realName: string | null;
  couponIds: number[];
  channelCode: string | null;
  createdAt: number;
}

export interface SmsRecord {
  mobile: string;
  code: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
  void: boolean;
  used: boolean;
}

export interface LogEntry {
  receivedAt: string;
  route: unknown;
  info: unknown;
  instance: unknown;
  error: unknown;
  stack: unknown;
  message: unknown;
  level: string;
  /** Which build sent it: the shell's version and the route's `remote@version`. */
  shellVersion: unknown;
  remote: unknown;
  lang: unknown;
  userId: number | null;
}

export interface ChannelClick {
  code: string;
  at: string;
  userId: number | null;
}

export interface Store {
  users: Map<number, User>;
  nextUserId: number;
  tokens: Map<string, { userId: number; expiresAt: number }>;
  authCodes: Map<string, { walletUserId: string; expiresAt: number }>;
  sms: Map<string, SmsRecord>;
  logs: LogEntry[];
  /** The latest remote-health report per session, remote and version (state/remote-health.ts). */
  remoteHealth: RemoteHealthStore;
  channelClicks: ChannelClick[];
  walletOverrides: Map<WalletAction, WalletOverride>;
  walletCalls: { action: WalletAction; subject: string; resultCode: string; at: string }[];
}

export function createStore(): Store {
  const users = new Map<number, User>();
  for (const seed of SEED_USERS) users.set(seed.userId, { ...seed, couponIds: [...seed.couponIds] });
  return {
    users,
    nextUserId: Math.max(...users.keys()) + 1,
    tokens: new Map(),
    authCodes: new Map(),
    sms: new Map(),
    logs: [],
    remoteHealth: new Map(),
    channelClicks: [],
    walletOverrides: new Map(),
    walletCalls: [],
  };
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function findUser(store: Store, predicate: (user: User) => boolean): User | undefined {
  for (const user of store.users.values()) if (predicate(user)) return user;
  return undefined;
}

export function createUser(store: Store, fields: Partial<User>, now: number): User {
  const userId = store.nextUserId++;
  const user: User = {
    userId,
    walletUserId: null,
    mobile: null,
    nickName: `Youpin${String(userId).slice(-4)}`,
    avatar: '/static/avatar/default.svg',
    realNameStatus: 'none',
    realName: null,
    couponIds: [],
    channelCode: null,
    createdAt: now,
    ...fields,
  };
  store.users.set(userId, user);
  return user;
}

export function maskMobile(mobile: string | null): string {
  return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '';
}

export function maskName(name: string | null): string | null {
  if (!name) return null;
  return `*${name.slice(1)}`;
}
