import { RegistryRuleError, type Change } from './changes';
import { MESSAGE_LIMIT, routePath, type Disabled, type RegistryDoc, type RemoteRecord } from './schema';

export interface SwitchOutcome {
  /** What is switched off once the change is made. */
  disabled: Disabled[];
  unchanged: boolean;
}

const isControl = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
};

const shownRoute = (route: string) => (route === '' ? '/' : route);

/**
 * Why a team's message cannot be shown as written, or null. The shell draws it as text: markup
 * would reach renters as literal tags, so it is refused rather than shown; a line break has no place
 * in a one-line notice.
 */
export function messageProblem(text: string): string | null {
  const length = [...text].length;
  if (text.trim() === '') return 'is empty';
  if (length > MESSAGE_LIMIT) return `is ${length} characters long, at most ${MESSAGE_LIMIT}`;
  if ([...text].some(isControl)) return 'holds a line break or a control character: it is one line of plain text';
  if (/<\/?[A-Za-z!?]/.test(text)) return 'looks like HTML: it is shown as plain text, tags and all';
  return null;
}

/**
 * Why `route` (null: every route) cannot be switched off, or null: only a route the live version
 * declares can be, so a typo never leaves a switch that covers nothing (or, later, another team's page).
 */
export function undeclaredRoute(name: string, remote: RemoteRecord, route: string | null): string | null {
  if (!remote.live) return `${name} has no live version on this site: none of its routes is served`;
  if (route === null) return null;
  const declared = (remote.versions[remote.live]?.routes ?? []).map(routePath);
  if (declared.includes(route)) return null;
  const listed = declared.slice(0, 8).map(shownRoute).join(', ') + (declared.length > 8 ? ', …' : '');
  return `${name} ${remote.live} declares no route "${shownRoute(route)}"; its routes: ${listed || 'none'}`;
}

function remoteOf(doc: RegistryDoc, name: string): RemoteRecord {
  const remote = doc.remotes[name];
  if (!remote) throw new RegistryRuleError(`${name} has never been deployed to this site`);
  return remote;
}

/**
 * Switches a route (or, with `route` null, every route of the remote) off for renters, with the
 * team's message. Again with another message replaces the message and keeps the time it went off.
 */
export function disableRoutes(
  current: RegistryDoc,
  name: string,
  opts: { route: string | null; message: string | null; at: string },
): Change<SwitchOutcome> {
  const doc = structuredClone(current);
  const remote = remoteOf(doc, name);
  const why = undeclaredRoute(name, remote, opts.route);
  if (why) throw new RegistryRuleError(why);
  const list = remote.disabled ?? [];
  const known = list.find((d) => d.route === opts.route);
  const unchanged = known !== undefined && known.message === opts.message;
  if (!unchanged) {
    const entry: Disabled = { route: opts.route, message: opts.message, since: known?.since ?? opts.at };
    remote.disabled = known ? list.map((d) => (d === known ? entry : d)) : [...list, entry];
  }
  return { doc, outcome: { disabled: remote.disabled ?? [], unchanged } };
}

/**
 * Serves a route again (its own switch goes; a whole-remote switch still covers it), or with
 * `route` null every route of the remote.
 */
export function enableRoutes(
  current: RegistryDoc,
  name: string,
  opts: { route: string | null },
): Change<SwitchOutcome> {
  const doc = structuredClone(current);
  const remote = remoteOf(doc, name);
  const list = remote.disabled ?? [];
  if (opts.route !== null && list.some((d) => d.route === null) && !list.some((d) => d.route === opts.route))
    throw new RegistryRuleError(
      `${name} is switched off as a whole, not route by route: enable it without --route to serve every route again`,
    );
  const kept = opts.route === null ? [] : list.filter((d) => d.route !== opts.route);
  if (kept.length) remote.disabled = kept;
  else delete remote.disabled;
  return { doc, outcome: { disabled: kept, unchanged: kept.length === list.length } };
}
