import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseShellContract, type ShellContract } from '../compat/shell-contract';
import { parseTypedExports, USED_TYPES_FILE, type TypedExports } from '../compat/shell-types';
import { parseBuildCommit, type BuildCommit } from '../registry/build-commit';
import { isRecord, isString, strings } from '../registry/guards';
import { RefusedError } from './errors';

/** What a remote's build says of itself (`dist/registry-entry.json`, written by the config factory). */
export interface RemoteBuildInfo {
  name: string;
  dir: string;
  version: string;
  routes: string[];
  /** From `build-commit.json`; absent when built outside git (or by an older build script). */
  commit?: BuildCommit;
}

async function readDistJson(dist: string, file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(path.join(dist, file), 'utf8')) as unknown;
  } catch {
    throw new RefusedError(`${dist} holds no ${file}: is it a production build of this project?`);
  }
}

/** A file older builds, and builds outside git, do not have. */
async function readOptionalJson(dist: string, file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(path.join(dist, file), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The commit a build (remote or shell) was made from, written beside it and never uploaded. */
export async function readBuildCommit(dist: string): Promise<BuildCommit | undefined> {
  return parseBuildCommit(await readOptionalJson(dist, 'build-commit.json'));
}

export async function readRemoteBuild(dist: string): Promise<{ info: RemoteBuildInfo; manifest: unknown }> {
  const entry = await readDistJson(dist, 'registry-entry.json');
  if (!isRecord(entry) || !isString(entry.name) || !isString(entry.dir) || !isString(entry.version)) {
    throw new RefusedError(`${dist}/registry-entry.json is malformed`);
  }
  const commit = await readBuildCommit(dist);
  const info: RemoteBuildInfo = {
    name: entry.name,
    dir: entry.dir,
    version: entry.version,
    routes: strings(entry.routes),
    ...(commit ? { commit } : {}),
  };
  return { info, manifest: await readDistJson(dist, 'mf-manifest.json') };
}

/** What of the shell's types a remote's build used; null for a build from before they were recorded. */
export async function readUsedTypes(dist: string): Promise<TypedExports | null> {
  const json = await readOptionalJson(dist, USED_TYPES_FILE);
  if (json === undefined) return null;
  const used = parseTypedExports(json);
  if (!used) throw new RefusedError(`${dist}/${USED_TYPES_FILE} is malformed`);
  return used;
}

export async function readShellBuild(dist: string): Promise<ShellContract> {
  const contract = parseShellContract(await readDistJson(dist, 'shell-manifest.json'));
  if (!contract) throw new RefusedError(`${dist}/shell-manifest.json is malformed`);
  return contract;
}
