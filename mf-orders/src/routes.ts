import type { RemoteRoute } from '@rental/shared';

const myOrder = () => import('./pages/my-order/my-order');
const orderDetail = () => import('./pages/order-detail/order-detail');
const logisticsDetails = () => import('./pages/logistics-details/logistics-details');
const returnApplication = () => import('./pages/return-application/return-application');
const confirmShipment = () => import('./pages/confirm-shipment/confirm-shipment');
const confirmOrder = () => import('./pages/order/order');
const shipToAddress = () => import('./pages/ship-to-address/ship-to-address');
const orderSuccess = () => import('./pages/order-success/order-success');
const orderFailed = () => import('./pages/order-failed/order-failed');
const renewal = () => import('./pages/renewal/renewal');

/** Every page this remote serves, by the spec's route path (kept in step with shared/src/navigation/route-catalogue.json). */
export const routes: readonly RemoteRoute[] = [
  { path: 'pages/myOrder/myOrder', title: 'title.myOrders', load: myOrder, requiresLogin: true },
  { path: 'pages/orderDetail/orderDetail', title: 'title.orderDetail', load: orderDetail, requiresLogin: true },
  {
    path: 'pages/logisticsDetails/logisticsDetails',
    title: 'title.logistics',
    load: logisticsDetails,
    requiresLogin: true,
  },
  {
    path: 'pages/returnApplication/returnApplication',
    title: 'title.returnApplication',
    load: returnApplication,
    requiresLogin: true,
  },
  {
    path: 'pages/confirmShipment/confirmShipment',
    title: 'title.confirmShipment',
    load: confirmShipment,
    requiresLogin: true,
  },
  { path: 'pages/order/order', title: 'title.confirmOrder', load: confirmOrder, requiresLogin: true },
  { path: 'pages/shipToAddress/shipToAddress', title: 'title.shipToAddress', load: shipToAddress, requiresLogin: true },
  { path: 'pages/orderSuccess/orderSuccess', title: 'title.orderSuccess', load: orderSuccess, requiresLogin: true },
  { path: 'pages/orderFailed/orderFailed', title: 'title.orderFailed', load: orderFailed, requiresLogin: true },
  { path: 'pages/renewal/renewal', title: 'title.renewal', load: renewal, requiresLogin: true },
];
