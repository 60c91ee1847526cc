import { parseBuildCommit } from './build-commit';
import { isRecord, isString, type Json } from './guards';
import { messageProblem } from './kill-switch';
import { HISTORY_LIMIT, MESSAGE_LIMIT, PREVIEW_NAME, REGISTRY_SCHEMA, routePath, UPLOADS_LIMIT } from './schema';

/**
 * The writers' reading of a registry: every field checked, nothing dropped. The shell's reader
 * (`parseRegistry`) stays lenient so that one bad record stays local to its remote; a command that
 * writes must not "repair" what it cannot read, or it writes back less than it read about another
 * team's remote. Each problem names the field and what it should hold.
 */

/** A version as it may appear in a path segment: no separators, no `..`. */
export const VERSION_NAME = /^(?!\.{1,2}$)[A-Za-z0-9._+-]{1,100}$/;
/** A remote's name and folder. */
export const REMOTE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

type Problems = string[];

function unknownKeys(value: Json, allowed: readonly string[], at: string, problems: Problems): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) problems.push(`${at}.${key}: not a registry field (written by a newer CLI?)`);
  }
}

function checkDated(value: unknown, at: string, limit: number, problems: Problems, known?: Json): void {
  if (!Array.isArray(value)) {
    problems.push(`${at}: should be a list of { version, at }`);
    return;
  }
  if (value.length > limit) problems.push(`${at}: holds ${value.length} entries, at most ${limit}`);
  value.forEach((item, i) => {
    const here = `${at}[${i}]`;
    if (!isRecord(item)) return void problems.push(`${here}: should be { version, at }`);
    unknownKeys(item, ['version', 'at'], here, problems);
    if (!isString(item.version) || !VERSION_NAME.test(item.version))
      problems.push(`${here}.version: should be a version name`);
    else if (known && !(item.version in known))
      problems.push(`${here}.version: ${item.version} has no record in versions`);
    if (!isString(item.at)) problems.push(`${here}.at: should be a time (ISO text)`);
  });
}

function checkVersion(version: string, value: unknown, at: string, problems: Problems): void {
  if (!VERSION_NAME.test(version)) problems.push(`${at}: "${version}" is not a version name`);
  if (!isRecord(value)) return void problems.push(`${at}: should be { entry, routes, uploadedAt }`);
  unknownKeys(value, ['entry', 'routes', 'uploadedAt', 'integrity', 'manifest', 'commit'], at, problems);
  if (!isString(value.entry) || value.entry === '') problems.push(`${at}.entry: should be the manifest's URL`);
  if (!Array.isArray(value.routes) || !value.routes.every(isString))
    problems.push(`${at}.routes: should be a list of route paths`);
  if (!isString(value.uploadedAt)) problems.push(`${at}.uploadedAt: should be a time (ISO text)`);
  if (value.integrity !== undefined) {
    const integrity = value.integrity;
    if (!isRecord(integrity) || !isString(integrity.manifest) || !isString(integrity.entry))
      problems.push(`${at}.integrity: should be { manifest, entry } SRI hashes`);
    else if (!SRI.test(integrity.manifest) || !SRI.test(integrity.entry))
      problems.push(`${at}.integrity: a hash is not sha256/384/512 SRI text`);
  }
  if (value.manifest !== undefined && !isRecord(value.manifest)) problems.push(`${at}.manifest: should be an object`);
  if (value.commit !== undefined && !parseBuildCommit(value.commit))
    problems.push(`${at}.commit: should be { sha, committedAt, dirty? }`);
}

function checkCommits(value: unknown, at: string, problems: Problems): void {
  if (value === undefined) return;
  if (!isRecord(value)) return void problems.push(`${at}: should map versions to { sha, committedAt, dirty? }`);
  for (const [version, commit] of Object.entries(value)) {
    if (!VERSION_NAME.test(version)) problems.push(`${at}: "${version}" is not a version name`);
    if (!parseBuildCommit(commit)) problems.push(`${at}.${version}: should be { sha, committedAt, dirty? }`);
  }
}

function checkCanary(value: unknown, versions: Json, at: string, problems: Problems): void {
  if (value === null) return;
  if (!isRecord(value)) return void problems.push(`${at}: should be null or { version, percent, since }`);
  unknownKeys(value, ['version', 'percent', 'since'], at, problems);
  if (!isString(value.version) || !(value.version in versions))
    problems.push(`${at}.version: should name a version in versions`);
  const percent = value.percent;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 100)
    problems.push(`${at}.percent: should be a whole number from 1 to 100`);
  if (!isString(value.since)) problems.push(`${at}.since: should be a time (ISO text)`);
}

function checkDisabled(value: unknown, at: string, problems: Problems): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) return void problems.push(`${at}: should be a list of { route, message, since }`);
  const routes = new Set<unknown>();
  value.forEach((item, i) => {
    const here = `${at}[${i}]`;
    if (!isRecord(item)) return void problems.push(`${here}: should be { route, message, since }`);
    unknownKeys(item, ['route', 'message', 'since'], here, problems);
    if (item.route !== null && !(isString(item.route) && item.route === routePath(item.route)))
      problems.push(`${here}.route: should be null (every route) or a route path without a leading /`);
    else if (routes.has(item.route)) problems.push(`${here}.route: switched off twice`);
    routes.add(item.route);
    if (item.message !== null && !(isString(item.message) && messageProblem(item.message) === null))
      problems.push(`${here}.message: should be null or one line of plain text, at most ${MESSAGE_LIMIT} characters`);
    if (!isString(item.since)) problems.push(`${here}.since: should be a time (ISO text)`);
  });
}

function checkRemote(name: string, value: unknown, problems: Problems): void {
  const at = `remotes.${name}`;
  if (!REMOTE_NAME.test(name)) problems.push(`${at}: "${name}" is not a remote name`);
  if (!isRecord(value)) return void problems.push(`${at}: should be { dir, live, canary, history, uploads, versions }`);
  unknownKeys(value, ['dir', 'live', 'canary', 'history', 'uploads', 'versions', 'disabled'], at, problems);
  checkDisabled(value.disabled, `${at}.disabled`, problems);
  if (!isString(value.dir) || !REMOTE_NAME.test(value.dir)) problems.push(`${at}.dir: should be a folder name`);
  if (!isRecord(value.versions)) {
    problems.push(`${at}.versions: should map each version to its record`);
    return;
  }
  const versions = value.versions;
  for (const [version, record] of Object.entries(versions))
    checkVersion(version, record, `${at}.versions.${version}`, problems);
  if (value.live !== null && !(isString(value.live) && value.live in versions))
    problems.push(`${at}.live: should be null or a version in versions`);
  checkCanary(value.canary, versions, `${at}.canary`, problems);
  checkDated(value.history, `${at}.history`, HISTORY_LIMIT, problems, versions);
  checkDated(value.uploads, `${at}.uploads`, UPLOADS_LIMIT, problems);
}

/** Routes that two remotes serve to renters (live or canary): the second would take the first's pages. */
function routeClashes(remotes: Json, problems: Problems): void {
  const owner = new Map<string, string>();
  for (const [name, value] of Object.entries(remotes)) {
    if (!isRecord(value) || !isRecord(value.versions)) continue;
    const versions = value.versions;
    const served = [value.live, isRecord(value.canary) ? value.canary.version : null].filter(
      (v): v is string => isString(v) && isRecord(versions[v]),
    );
    const routes = new Set(served.flatMap((v) => (versions[v] as Json).routes).filter(isString));
    for (const route of routes) {
      const first = owner.get(route);
      if (first !== undefined && first !== name)
        problems.push(`route "${route}" would be served by both ${[first, name].sort().join(' and ')}`);
      else owner.set(route, name);
    }
  }
}

const isTime = (v: unknown): boolean => isString(v) && !Number.isNaN(Date.parse(v));

/** Each preview names recorded versions of known remotes, and says who made it and until when. */
function checkPreviews(value: unknown, remotes: unknown, problems: Problems): void {
  if (value === undefined) return;
  if (!isRecord(value))
    return void problems.push('previews: should map each preview name to { by, at, expires, versions }');
  for (const [name, p] of Object.entries(value)) {
    const at = `previews.${name}`;
    if (!PREVIEW_NAME.test(name)) problems.push(`${at}: "${name}" is not a preview name (a-z, 0-9, -)`);
    if (!isRecord(p)) {
      problems.push(`${at}: should be { by, at, expires, versions }`);
      continue;
    }
    unknownKeys(p, ['by', 'at', 'expires', 'versions'], at, problems);
    if (!isString(p.by)) problems.push(`${at}.by: should be who made it`);
    if (!isTime(p.at)) problems.push(`${at}.at: should be a time (ISO text)`);
    if (!isTime(p.expires)) problems.push(`${at}.expires: should be a time (ISO text)`);
    if (!isRecord(p.versions) || Object.keys(p.versions).length === 0) {
      problems.push(`${at}.versions: should map at least one remote to a version`);
      continue;
    }
    for (const [remote, version] of Object.entries(p.versions)) {
      const record = isRecord(remotes) ? remotes[remote] : undefined;
      const versions = isRecord(record) && isRecord(record.versions) ? record.versions : {};
      if (!isString(version) || !(version in versions))
        problems.push(`${at}.versions.${remote}: should name a version in remotes.${remote}.versions`);
    }
  }
}

/** Every problem that makes `json` a registry a writer must not rewrite; empty when it is sound. */
export function registryProblems(json: unknown): string[] {
  const problems: Problems = [];
  if (!isRecord(json)) return ['the registry should be a JSON object { schema, shell, remotes }'];
  if (Array.isArray(json.remotes) && json.schema === undefined) return legacyProblems(json.remotes);
  unknownKeys(json, ['schema', 'shell', 'remotes', 'previews'], '(top)', problems);
  if (json.schema !== REGISTRY_SCHEMA)
    problems.push(
      typeof json.schema === 'number' && json.schema > REGISTRY_SCHEMA
        ? `schema: ${json.schema} is newer than this CLI's ${REGISTRY_SCHEMA}: update the CLI`
        : `schema: should be ${REGISTRY_SCHEMA}`,
    );
  if (!isRecord(json.shell)) problems.push('shell: should be { live, history }');
  else {
    unknownKeys(json.shell, ['live', 'history', 'commits'], 'shell', problems);
    if (json.shell.live !== null && !isString(json.shell.live))
      problems.push('shell.live: should be null or a version');
    checkDated(json.shell.history, 'shell.history', HISTORY_LIMIT, problems);
    checkCommits(json.shell.commits, 'shell.commits', problems);
  }
  if (!isRecord(json.remotes)) problems.push('remotes: should map each remote to its record');
  else {
    for (const [name, value] of Object.entries(json.remotes)) checkRemote(name, value, problems);
    routeClashes(json.remotes, problems);
  }
  checkPreviews(json.previews, json.remotes, problems);
  return problems;
}

/** The first format (a list of live entries), which a writer migrates: each entry must be whole. */
function legacyProblems(list: unknown[]): string[] {
  return list.flatMap((item, i) =>
    isRecord(item) && isString(item.name) && REMOTE_NAME.test(item.name) && isString(item.entry) && item.entry !== ''
      ? []
      : [`remotes[${i}]: should be { name, entry, routes } (the first registry format)`],
  );
}
