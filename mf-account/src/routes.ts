import type { RemoteRoute } from '@rental/shared';

const user = () => import('./pages/user/user');
const customerService = () => import('./pages/customer-service/customer-service');
const login = () => import('./pages/login/login');

/** Every page this remote serves, by the spec's route path (kept in step with route-paths.json). */
export const routes: readonly RemoteRoute[] = [
  { path: 'pages/user/user', title: 'title.user', load: user },
  { path: 'pages/customer-service/customerService', title: 'title.customerService', load: customerService },
  { path: 'pages/login/login', title: 'title.login', load: login },
];
