import { markOpened } from './opened-pages';
import { TABS } from './tab-routes';
import { codeCameWith } from './warm-tabs';

const tab = (key: string) => TABS.find((t) => t.key === key)!;

// As the builds write them: catalog's two tab pages are one file; account's pages each their own.
const catalog = {
  rental: {
    routes: {
      '': { js: ['899.js', 'tab-pages.js'] },
      'pages/classify/classify': { js: ['899.js', 'tab-pages.js'] },
      'pages/commodityDetails/commodityDetails': { js: ['899.js', 'detail.js'] },
    },
  },
};
const account = {
  rental: {
    routes: {
      'pages/user/user': { js: ['291.js', '387.js'] },
      'pages/customer-service/customerService': { js: ['538.js', '125.js'] },
    },
  },
};

test('a tab whose page came in one file with the page the renter opened is fetched ahead at once; others wait', () => {
  markOpened('pages/commodityDetails/commodityDetails');
  // A product opened first brings neither tab's page of its remote.
  expect(codeCameWith(catalog, tab('categories'))).toBe(false);
  markOpened('');
  expect(codeCameWith(catalog, tab('categories'))).toBe(true);

  markOpened('pages/user/user');
  expect(codeCameWith(account, tab('service'))).toBe(false);
  // A manifest that lists no files for the tab tells nothing: it waits.
  expect(codeCameWith({}, tab('categories'))).toBe(false);
});
