import {
  disableRoutes,
  enableRoutes,
  messageProblem,
  undeclaredRoute,
  type SwitchOutcome,
} from '../registry/kill-switch';
import { routePath, type Disabled, type RegistryDoc } from '../registry/schema';
import { RefusedError } from '../release/errors';
import { readRegistry, updateRegistry } from '../store/registry-store';
import type { SiteStore } from '../store/site-store';
import { UsageError } from './args';
import { findApp, registryName } from './workspace';

export interface SwitchRequest {
  action: 'disable' | 'enable';
  /** A route path as the registry records it (home is ''), or null for every route. */
  route: string | null;
  message: string | null;
}

const ROUTE = /^[A-Za-z0-9_.~-]+(\/[A-Za-z0-9_.~-]+)*$/;

/** Reads --route and --message before anything is touched: a refusal is one line, exit code 2. */
export function switchRequest(action: SwitchRequest['action'], values: { route?: string; message?: string }) {
  const route = values.route === undefined ? null : routePath(values.route);
  if (route !== null && route !== '' && !ROUTE.test(route))
    throw new UsageError(`--route takes a route path such as pages/myOrder/myOrder (home is /), not "${values.route}"`);
  const problem = values.message === undefined ? null : messageProblem(values.message);
  if (problem) throw new UsageError(`--message ${problem}: --message "Back by 18:00"`);
  return { action, route, message: values.message?.trim() ?? null } satisfies SwitchRequest;
}

const shown = (d: Disabled) =>
  `${d.route === null ? 'every route' : d.route || '/'}${d.message === null ? '' : ` “${d.message}”`}`;

/** What is switched off, in the words `remotes`, the audit and the commands print. */
export const describeSwitches = (list: readonly Disabled[]): string => list.map(shown).join(', ');

/** The audit's command line: `disable --route pages/x/x`, `enable`. */
export const switchCommand = ({ action, route }: SwitchRequest): string =>
  route === null ? action : `${action} --route ${route || '/'}`;

function outcomeLine(name: string, request: SwitchRequest, outcome: SwitchOutcome): string {
  const what = request.route === null ? 'every route' : request.route || '/';
  if (request.action === 'disable') {
    const message = request.message === null ? '' : ` with “${request.message}”`;
    return outcome.unchanged
      ? `${name}: ${what} was already switched off${message}`
      : `${name}: ${what} shows renters “temporarily unavailable”${message}: new loads at once, open tabs at their next navigation`;
  }
  if (outcome.unchanged) return `${name}: ${what} was not switched off`;
  const still = outcome.disabled.length ? `; still off: ${describeSwitches(outcome.disabled)}` : '';
  return `${name}: ${what} switched back on${still}`;
}

/** Refuses a route the live version does not declare as a mistyped argument (exit code 2), not as a rule. */
function checkRoute(doc: RegistryDoc, name: string, request: SwitchRequest, site: string): void {
  const remote = doc.remotes[name];
  if (!remote) throw new RefusedError(`${name} has never been deployed to ${site}`);
  if (
    request.action === 'enable' &&
    (request.route === null || remote.disabled?.some((d) => d.route === request.route))
  )
    return;
  const why = undeclaredRoute(name, remote, request.route);
  if (why) throw remote.live ? new UsageError(why) : new RefusedError(why);
}

/** `disable` / `enable`: the registry alone changes, by compare-and-swap; nothing is built or uploaded. */
export async function killSwitch(
  store: SiteStore,
  app: string,
  request: SwitchRequest,
  print: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  const info = findApp(app);
  if (info.kind === 'host')
    throw new RefusedError(`the shell is the page itself: ${request.action} a remote's routes instead`);
  const name = registryName(info.dir);
  checkRoute((await readRegistry(store)).doc, name, request, store.description);
  const at = new Date().toISOString();
  const { outcome } = await updateRegistry(store, (current) =>
    request.action === 'disable'
      ? disableRoutes(current, name, { route: request.route, message: request.message, at })
      : enableRoutes(current, name, { route: request.route }),
  );
  print(`${outcomeLine(name, request, outcome)} · ${((performance.now() - started) / 1000).toFixed(2)} s`);
}
