import { isRecord, isString } from '../registry/guards';

/**
 * What a shell build provides to remotes, published beside it as `h5/shell-manifest.json`: every
 * shared package with the version it provides (`@rental/shared` among them).
 */
export interface ShellContract {
  name: 'shell';
  version: string;
  shared: Record<string, string>;
}

export const SHARED_LIBRARY = '@rental/shared';

export function parseShellContract(json: unknown): ShellContract | null {
  if (!isRecord(json) || !isString(json.version) || !isRecord(json.shared)) return null;
  const shared: Record<string, string> = {};
  for (const [name, version] of Object.entries(json.shared)) if (isString(version)) shared[name] = version;
  return { name: 'shell', version: json.version, shared };
}
