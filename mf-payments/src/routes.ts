import type { RemoteRoute } from '@rental/shared';

const bindCard = () => import('./pages/bind-card/bind-card');
const confirmPayment = () => import('./pages/confirm-payment/confirm-payment');
const payment = () => import('./pages/payment/payment');
const paymentResult = () => import('./pages/payment-result/payment-result');
const checkout = () => import('./pages/checkout/checkout');
const billingDetails = () => import('./pages/billing-details/billing-details');
const loading = () => import('./pages/loading/loading');
const testAuth = () => import('./pages/test-auth/test-auth');

/** Every page this remote serves, by the spec's route path (kept in step with shared/src/navigation/route-catalogue.json). */
export const routes: readonly RemoteRoute[] = [
  { path: 'pages/bankCard/BindCard', title: 'title.bindCard', load: bindCard, requiresLogin: true },
  {
    path: 'pages/confirmPayment/confirmPayment',
    title: 'title.confirmPayment',
    load: confirmPayment,
    requiresLogin: true,
  },
  { path: 'pages/payment/payment', title: 'title.payment', load: payment, requiresLogin: true },
  { path: 'pages/paymentResult/paymentResult', title: 'title.paymentResult', load: paymentResult, requiresLogin: true },
  { path: 'pages/checkout/index', title: 'title.checkout', load: checkout, requiresLogin: true },
  {
    path: 'pages/billingDetails/billingDetails',
    title: 'title.billingDetails',
    load: billingDetails,
    requiresLogin: true,
  },
  // The spec's blank-titled page: no bar, and an empty document title for the wallet's own bar.
  { path: 'pages/loading/loading', title: '', load: loading, ownNavBar: true },
  { path: 'pages/testAuth', title: 'title.testAuth', load: testAuth, requiresLogin: true },
];
