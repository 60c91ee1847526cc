export interface TabDef {
  key: string;
  path: string;
  label: 'tab.home' | 'tab.categories' | 'tab.service' | 'tab.mine';
}

/** The four tab pages, in tab order: home, categories, customer service, mine. */
export const TABS: readonly TabDef[] = [
  { key: 'home', path: '', label: 'tab.home' },
  { key: 'categories', path: 'pages/classify/classify', label: 'tab.categories' },
  { key: 'service', path: 'pages/customer-service/customerService', label: 'tab.service' },
  { key: 'mine', path: 'pages/user/user', label: 'tab.mine' },
];

const HOME_ALIAS = 'pages/home/home';

/** The tab a path belongs to, or null when the tab bar is not shown there. */
export function tabFor(path: string): TabDef | null {
  const p = path === HOME_ALIAS ? '' : path;
  return TABS.find((t) => t.path === p) ?? null;
}
