import { atom } from 'jotai';
import { isBoolean, isRecord, isString } from '../guards/guards';
import { appStore } from '../state/store';

export interface AppConfig {
  title: string;
  /** Base URL of the API; '' is the page's own origin. */
  baseApi: string;
  /** Asset base for images the server names. */
  cos: string;
  customerPhone: string;
  serviceHours: string;
  platform: string;
  isH5: boolean;
  isApp: boolean;
  /** Fixed client credentials sent as basic authorization on every call. */
  basicAuth: string;
  features: { testAuth: boolean };
}

export const defaultConfig: AppConfig = {
  title: '优品租机',
  baseApi: '',
  cos: '/static',
  customerPhone: '',
  serviceHours: '',
  platform: 'h5',
  isH5: true,
  isApp: false,
  basicAuth: 'cmVudGFsLWg1OnJlbnRhbC1oNS1zZWNyZXQ=',
  features: { testAuth: false },
};

export const configAtom = atom<AppConfig>(defaultConfig);

export function getConfig(): AppConfig {
  return appStore.get(configAtom);
}

const overridable = ['title', 'cos', 'customerPhone', 'serviceHours'] as const;

/** Applies the platform call's answer over the defaults; unknown or mistyped fields are ignored. */
export function applyPlatformConfig(data: unknown): AppConfig {
  const next: AppConfig = { ...getConfig() };
  if (isRecord(data)) {
    for (const key of overridable) {
      const value = data[key];
      if (isString(value) && value !== '') next[key] = value;
    }
    if (isRecord(data.features) && isBoolean(data.features.testAuth)) {
      next.features = { testAuth: data.features.testAuth };
    }
  }
  appStore.set(configAtom, next);
  return next;
}
