import type { RemoteRoute } from '@rental/shared';

const myOrder = () => import('./pages/my-order/my-order');
const orderDetail = () => import('./pages/order-detail/order-detail');
const logisticsDetails = () => import('./pages/logistics-details/logistics-details');
const returnApplication = () => import('./pages/return-application/return-application');
const confirmShipment = () => import('./pages/confirm-shipment/confirm-shipment');

/** Every page this remote serves, by the spec's route path (kept in step with route-paths.json). */
export const routes: readonly RemoteRoute[] = [
  { path: 'pages/myOrder/myOrder', title: 'title.myOrders', load: myOrder },
  { path: 'pages/orderDetail/orderDetail', title: 'title.orderDetail', load: orderDetail },
  { path: 'pages/logisticsDetails/logisticsDetails', title: 'title.logistics', load: logisticsDetails },
  { path: 'pages/returnApplication/returnApplication', title: 'title.returnApplication', load: returnApplication },
  { path: 'pages/confirmShipment/confirmShipment', title: 'title.confirmShipment', load: confirmShipment },
];
