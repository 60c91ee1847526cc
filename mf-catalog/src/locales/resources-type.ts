import type en from './en/catalog.json';

declare module '@rental/shared' {
  interface AppResources {
    catalog: typeof en;
  }
}
