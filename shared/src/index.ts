import './i18n/i18n-types';
import type enCommon from './locales/en/common.json';
import type enErrors from './locales/en/errors.json';

export * from './contract/remote-contract';
export * from './contract/wire';
export * from './contract/next-due';
export * from './state/safe-storage';
export * from './state/personal-storage';
export * from './state/request-keys';
export * from './state/store';
export * from './state/persisted-atom';
export * from './state/auth-atoms';
export * from './state/bill-atoms';
export * from './state/config';
export * from './navigation/navigate';
export * from './navigation/router';
export * from './navigation/login-gate';
export * from './i18n/languages';
export * from './i18n/detect-language';
export * from './i18n/i18n';
export * from './ui/antd-setup';
export * from './ui/toast';
export * from './ui/money';
export * from './ui/dates';
export * from './rules/rental-rules';
export * from './ui/root-font-size';
export * from './ui/large-text';
export * from './a11y/install-accessibility';
export * from './a11y/live-region';
export * from './bridge';
export * from './app/launch';
export { afterFirstPage, pageShown, savesData } from './app/after-first-page';
export { whenIdle } from './app/when-idle';
export * from './http';
export * from './validators';
export * from './logging';
export * from './network';
export * from './components/delayed-loading';
export * from './components/error-state';
export * from './components/error-picture';
export * from './components/error-boundary';
export * from './components/page-skeleton';
export * from './components/request-view';
export * from './components/section-view';
export * from './components/section-error';
export * from './components/request-options';
export * from './components/cancelled-request';
export * from './components/code-input';
export * from './components/list-action';
export * from './components/list-footer';
export * from './components/app-providers';
export * from './security';

/**
 * Every namespace's English file, as the type of its keys. Each app adds its own namespace by
 * augmenting this interface (`declare module '@rental/shared' { interface AppResources { … } }`).
 */
export interface AppResources {
  common: typeof enCommon;
  errors: typeof enErrors;
}
export * from './app/render-standalone';
export * from './i18n/use-dynamic-t';
export * from './forms/resend-times';
export * from './forms/use-resend-countdown';
