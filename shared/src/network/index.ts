export {
  isOnline,
  onBackInView,
  onlineAtom,
  onReconnect,
  useOnline,
  useRefreshOn,
  type RefreshTriggers,
} from './connectivity';
export { OfflineNotice } from './offline-notice';
