import { atom } from 'jotai';
import { boolean, fallback, object, optional, safeParse, string } from 'valibot';
import { appStore } from './store';

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

/** Each field on its own: one mistyped field must not cost the others (the answer is partial by design). */
const text = fallback(optional(string()), undefined);
const PlatformConfigSchema = object({
  title: text,
  cos: text,
  customerPhone: text,
  serviceHours: text,
  features: fallback(optional(object({ testAuth: boolean() })), undefined),
});

/** Applies the platform call's answer over the defaults; unknown or mistyped fields are ignored. */
export function applyPlatformConfig(data: unknown): AppConfig {
  const next: AppConfig = { ...getConfig() };
  const parsed = safeParse(PlatformConfigSchema, data);
  if (parsed.success) {
    const answer = parsed.output;
    for (const key of overridable) {
      const value = answer[key];
      if (value) next[key] = value;
    }
    if (answer.features) next.features = answer.features;
  }
  appStore.set(configAtom, next);
  return next;
}
