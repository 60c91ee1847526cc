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

/** Every page this remote serves, by the spec's route path (kept in step with shared/src/routes/route-catalogue.json). */
export const routes: readonly RemoteRoute[] = [
  { path: 'pages/myOrder/myOrder', title: 'title.myOrders', load: myOrder },
  { path: 'pages/orderDetail/orderDetail', title: 'title.orderDetail', load: orderDetail },
  { path: 'pages/logisticsDetails/logisticsDetails', title: 'title.logistics', load: logisticsDetails },
  { path: 'pages/returnApplication/returnApplication', title: 'title.returnApplication', load: returnApplication },
  { path: 'pages/confirmShipment/confirmShipment', title: 'title.confirmShipment', load: confirmShipment },
  { path: 'pages/order/order', title: 'title.confirmOrder', load: confirmOrder },
  { path: 'pages/shipToAddress/shipToAddress', title: 'title.shipToAddress', load: shipToAddress },
  { path: 'pages/orderSuccess/orderSuccess', title: 'title.orderSuccess', load: orderSuccess },
  { path: 'pages/orderFailed/orderFailed', title: 'title.orderFailed', load: orderFailed },
  { path: 'pages/renewal/renewal', title: 'title.renewal', load: renewal },
];
