import { prefetchRouteData, type RemoteRoute } from '@rental/shared';
import routeData from './route-data.json';

const user = () => import('./pages/user/user');
const customerService = () => import('./pages/customer-service/customer-service');
const login = () => import('./pages/login/login');
const mobileLogin = () => import('./pages/login-mobile/login-mobile');
const perfectIdCard = () => import('./pages/perfect-id-card/perfect-id-card');
const emergencyContact = () => import('./pages/emergency-contact/emergency-contact');
const agreement = () => import('./pages/agreement/agreement');
const contract = () => import('./pages/contract/contract');
const bindMobile = () => import('./pages/bind-mobile/bind-mobile');
const feedback = () => import('./pages/feedback/feedback');
const commonProblem = () => import('./pages/common-problem/common-problem');
const contractPreview = () => import('./pages/contract-preview/contract-preview');
const webView = () => import('./pages/web-view/web-view');
const messages = () => import('./pages/message/message');
const serviceChat = () => import('./pages/service-chat/service-chat');

// The calls each page makes first: listed as data so the shell can start them from the manifest.
const prefetchMine = () => prefetchRouteData(routeData.mine.calls);
const prefetchCommonQuestions = () => prefetchRouteData(routeData.customerService.calls);

/** Every page this remote serves, by the spec's route path (kept in step with shared/src/navigation/route-catalogue.json). */
export const routes: readonly RemoteRoute[] = [
  { path: 'pages/user/user', title: 'title.user', load: user, prefetch: prefetchMine },
  {
    path: 'pages/customer-service/customerService',
    title: 'title.customerService',
    load: customerService,
    prefetch: prefetchCommonQuestions,
  },
  { path: 'pages/login/login', title: 'title.login', load: login },
  { path: 'pages/login/mobile', title: 'title.mobileLogin', load: mobileLogin },
  { path: 'pages/perfectIdCard/perfectIdCard', title: 'title.realName', load: perfectIdCard, requiresLogin: true },
  {
    path: 'pages/emergencyContact/emergencyContact',
    title: 'title.emergencyContact',
    load: emergencyContact,
    requiresLogin: true,
  },
  { path: 'pages/agreement/agreement', title: 'title.agreement', load: agreement },
  { path: 'pages/contract/contract', title: 'title.userAgreement', load: contract },
  { path: 'pages/bindMobileNumber/bindMobileNumber', title: 'title.bindMobile', load: bindMobile, requiresLogin: true },
  { path: 'pages/feedBack/feedBack', title: 'title.feedback', load: feedback, requiresLogin: true },
  { path: 'pages/commonProblem/commonProblem', title: 'title.faq', load: commonProblem },
  {
    path: 'pages/contractPreview/contractPreview',
    title: 'title.contractPreview',
    load: contractPreview,
    requiresLogin: true,
  },
  { path: 'pages/webView/webView', title: 'title.signContract', load: webView, ownNavBar: true, requiresLogin: true },
  { path: 'pages/message/message', title: 'title.messages', load: messages, requiresLogin: true },
  { path: 'pages/customerService/chat', title: 'title.chat', load: serviceChat, requiresLogin: true },
];
