/**
 * Which remote owns which of the spec's routes, as the route catalogue says. The registry (each
 * remote's deployed entry) is the authority and may add routes; this table only lets the shell name
 * the right owner, and show "unavailable, retry" instead of "not found", when that remote's entry is
 * missing or broken.
 */
export const knownOwners: ReadonlyMap<string, string> = new Map(
  Object.entries(__KNOWN_ROUTES__).flatMap(([remote, routes]) => routes.map((p) => [p, remote] as const)),
);
