import { prefetchRouteData, type RemoteRoute } from '@rental/shared';
import routeData from './route-data.json';

// The two tab pages are one file: the first page is nearly always home, and with it in, the
// categories tab costs only its call, fetched while the renter looks at home (the shell's warm-up
// of tabs whose remote is in), so a tap on it right after another tab draws it at once.
const home = () => import(/* webpackChunkName: "tab-pages" */ './pages/home/home');
const classify = () => import(/* webpackChunkName: "tab-pages" */ './pages/classify/classify');
const search = () => import('./pages/search/search');
const detail = () => import('./pages/commodity-details/commodity-details');
const coupon = () => import('./pages/coupon/coupon');
const services = () => import('./pages/value-added-services/value-added-services');

// The calls each page makes first: listed as data so the shell can start them from the manifest.
const prefetchHome = () => prefetchRouteData(routeData.home.calls);
const prefetchCategories = () => prefetchRouteData(routeData.classify.calls);

/** Every page this remote serves, by the spec's route path (kept in step with shared/src/navigation/route-catalogue.json). */
export const routes: readonly RemoteRoute[] = [
  { path: '', title: 'title.home', load: home, prefetch: prefetchHome },
  { path: 'pages/home/home', title: 'title.home', load: home, prefetch: prefetchHome },
  { path: 'pages/classify/classify', title: 'title.classify', load: classify, prefetch: prefetchCategories },
  { path: 'pages/search/search', title: 'title.search', load: search },
  { path: 'pages/commodityDetails/commodityDetails', title: 'title.detail', load: detail },
  { path: 'pages/coupon/coupon', title: 'title.coupon', load: coupon },
  { path: 'pages/valueAddedServices/valueAddedServices', title: 'title.services', load: services },
];
