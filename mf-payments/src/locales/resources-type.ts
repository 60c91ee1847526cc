import type en from './en/payments.json';

declare module '@rental/shared' {
  interface AppResources {
    payments: typeof en;
  }
}
