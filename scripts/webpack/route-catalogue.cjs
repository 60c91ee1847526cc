// The spec's routes and the remote that owns each (shared/src/navigation/route-catalogue.json), read by
// the build, the dev server and the tests so that a remote's route list is written once.
const catalogue = require('../../shared/src/navigation/route-catalogue.json');

/** The route paths a remote serves, by its federation name (`mf_orders`). */
function routePathsOf(federationName) {
  const routes = catalogue[federationName];
  if (!routes) throw new Error(`shared/src/navigation/route-catalogue.json lists no routes for ${federationName}`);
  return Object.keys(routes);
}

/** Every remote's route paths, without the catalogue's descriptions: what the shell ships. */
function knownRoutes() {
  return Object.fromEntries(Object.keys(catalogue).map((name) => [name, routePathsOf(name)]));
}

module.exports = { routePathsOf, knownRoutes };
