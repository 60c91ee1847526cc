import { routes } from './routes';

const PERSONAL = [
  'pages/perfectIdCard/perfectIdCard',
  'pages/emergencyContact/emergencyContact',
  'pages/bindMobileNumber/bindMobileNumber',
  'pages/feedBack/feedBack',
  'pages/contractPreview/contractPreview',
  'pages/webView/webView',
  'pages/message/message',
  'pages/customerService/chat',
];

/** The renter's own pages: the host sends a renter without a session to login first (requiresLogin). */
test('exactly the personal pages require login', () => {
  expect(routes.filter((r) => r.requiresLogin).map((r) => r.path)).toEqual(PERSONAL);
});
