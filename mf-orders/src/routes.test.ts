import { routes } from './routes';

const PERSONAL = [
  'pages/myOrder/myOrder',
  'pages/orderDetail/orderDetail',
  'pages/logisticsDetails/logisticsDetails',
  'pages/returnApplication/returnApplication',
  'pages/confirmShipment/confirmShipment',
  'pages/order/order',
  'pages/shipToAddress/shipToAddress',
  'pages/orderSuccess/orderSuccess',
  'pages/orderFailed/orderFailed',
  'pages/renewal/renewal',
];

/** The renter's own pages: the host sends a renter without a session to login first (requiresLogin). */
test('exactly the personal pages require login', () => {
  expect(routes.filter((r) => r.requiresLogin).map((r) => r.path)).toEqual(PERSONAL);
});
