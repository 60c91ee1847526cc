import type en from './en/orders.json';

declare module '@rental/shared' {
  interface AppResources {
    orders: typeof en;
  }
}
