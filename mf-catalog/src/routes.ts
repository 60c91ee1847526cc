import type { RemoteRoute } from '@rental/shared';

const home = () => import('./pages/home/home');
const classify = () => import('./pages/classify/classify');

/** Every page this remote serves, by the spec's route path (kept in step with route-paths.json). */
export const routes: readonly RemoteRoute[] = [
  { path: '', title: 'title.home', load: home },
  { path: 'pages/home/home', title: 'title.home', load: home },
  { path: 'pages/classify/classify', title: 'title.classify', load: classify },
];
