import type en from './en/account.json';

declare module '@rental/shared' {
  interface AppResources {
    account: typeof en;
  }
}
