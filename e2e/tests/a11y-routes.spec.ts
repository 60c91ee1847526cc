import catalogue from '../../shared/src/navigation/route-catalogue.json';
import { noRouteData, realRouteData, ROUTE_GROUPS, routeVisits } from '../support/a11y-routes';
import { checkScreen, checkStyleSheets, settled } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { loggedIn } from '../support/session';
import { LANGUAGES } from '../support/strings';
import { scaled } from '../support/time-scale';

// The groups are tests of their own, so workers share them out.
test.describe.configure({ mode: 'parallel' });

test('the visits below cover every one of the spec’s routes', async () => {
  const visited = new Set<string>();
  for (const group of ROUTE_GROUPS) {
    for (const visit of await routeVisits(group, noRouteData)) {
      visited.add(visit.route.split('?')[0]!);
    }
  }
  expect([...visited].sort()).toEqual(
    Object.values(catalogue)
      .flatMap((routes) => Object.keys(routes))
      .sort(),
  );
});

// One test per group, every language in it: the group's orders and trades are made once, and after
// the first page each language's first visit reloads with the browser's cache warm.
for (const group of ROUTE_GROUPS) {
  test(`${group} routes in ${LANGUAGES.join(', ')}: no WCAG 2.1 A/AA violation`, async ({
    page,
    request,
    site,
    control,
  }) => {
    void control;
    test.setTimeout(scaled(300_000));
    const token = group === 'signedOut' ? '' : await loggedIn(page, request, site.url);
    const visits = await routeVisits(group, realRouteData(request, site.url, token));
    for (const lang of LANGUAGES) {
      for (const { route, picture } of visits) {
        // Within a language only the hash changes after its first visit: one page load, the language kept.
        await page.goto(`?lang=${lang}#/${route}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await settled(page);
        if (!picture) await expect(page.locator('.adm-error-block'), `${route} shows its data`).toHaveCount(0);
        await checkScreen(page, `#/${route} (${lang})`, 'none');
      }
    }
    // The last language's visits have loaded every style sheet of the group's pages.
    await checkStyleSheets(page, `${group} routes' style sheets`);
  });
}
