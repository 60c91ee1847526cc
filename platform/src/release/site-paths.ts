import { remoteVersionPath } from '../registry/schema';

export const SHELL_CONTRACT_KEY = 'h5/shell-manifest.json';
export const SHELL_INDEX_KEY = 'h5/index.html';

export const remotePrefix = (dir: string, version: string): string => `h5/${remoteVersionPath(dir, version)}`;
export const shellPrefix = (version: string): string => `h5/shell/${version}`;
export const remoteDirPrefix = (dir: string): string => `h5/remotes/${dir}/`;
export const SHELL_DIR_PREFIX = 'h5/shell/';
