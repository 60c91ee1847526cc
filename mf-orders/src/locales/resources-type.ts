import type en from './en/orders.json';
import type enManage from './en/manage.json';
import type enPlace from './en/place.json';

declare module '@rental/shared' {
  interface AppResources {
    orders: typeof en & { place: typeof enPlace; manage: typeof enManage };
  }
}
