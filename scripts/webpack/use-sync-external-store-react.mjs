// What `use-sync-external-store/shim` is replaced with in the app's builds: React 18 and later have
// the hook themselves, and the shim (for React 16 and 17, which antd-mobile still supports) would
// ride along on the first screen for nothing.
export { useSyncExternalStore } from 'react';
