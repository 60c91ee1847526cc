import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseShellContract, type ShellContract } from '../compat/shell-contract';
import { isRecord, isString, strings } from '../registry/guards';
import { RefusedError } from './errors';

/** What a remote's build says of itself (`dist/registry-entry.json`, written by the config factory). */
export interface RemoteBuildInfo {
  name: string;
  dir: string;
  version: string;
  routes: string[];
}

async function readDistJson(dist: string, file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(path.join(dist, file), 'utf8')) as unknown;
  } catch {
    throw new RefusedError(`${dist} holds no ${file}: is it a production build of this project?`);
  }
}

export async function readRemoteBuild(dist: string): Promise<{ info: RemoteBuildInfo; manifest: unknown }> {
  const entry = await readDistJson(dist, 'registry-entry.json');
  if (!isRecord(entry) || !isString(entry.name) || !isString(entry.dir) || !isString(entry.version)) {
    throw new RefusedError(`${dist}/registry-entry.json is malformed`);
  }
  const info = { name: entry.name, dir: entry.dir, version: entry.version, routes: strings(entry.routes) };
  return { info, manifest: await readDistJson(dist, 'mf-manifest.json') };
}

export async function readShellBuild(dist: string): Promise<ShellContract> {
  const contract = parseShellContract(await readDistJson(dist, 'shell-manifest.json'));
  if (!contract) throw new RefusedError(`${dist}/shell-manifest.json is malformed`);
  return contract;
}
