import { routes } from './routes';

const PERSONAL = [
  'pages/bankCard/BindCard',
  'pages/confirmPayment/confirmPayment',
  'pages/payment/payment',
  'pages/paymentResult/paymentResult',
  'pages/checkout/index',
  'pages/billingDetails/billingDetails',
  'pages/testAuth',
];

/** The renter's own pages: the host sends a renter without a session to login first (requiresLogin). */
test('exactly the personal pages require login', () => {
  expect(routes.filter((r) => r.requiresLogin).map((r) => r.path)).toEqual(PERSONAL);
});
