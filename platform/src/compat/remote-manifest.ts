import { isRecord, isString } from '../registry/guards';

/** What the gate reads of a remote's `mf-manifest.json`. */
export interface RemoteManifest {
  name: string;
  buildVersion: string;
  exposes: string[];
  shared: { name: string; requiredVersion: string | null; singleton: boolean }[];
}

export const ROUTES_EXPOSE = './routes';

/** Null when the JSON is not a federation manifest at all (an HTML page, an error body…). */
export function parseRemoteManifest(json: unknown): RemoteManifest | null {
  if (!isRecord(json) || !isString(json.name) || !Array.isArray(json.shared) || !Array.isArray(json.exposes)) {
    return null;
  }
  const meta = isRecord(json.metaData) ? json.metaData : {};
  const buildInfo = isRecord(meta.buildInfo) ? meta.buildInfo : {};
  return {
    name: json.name,
    buildVersion: isString(buildInfo.buildVersion) ? buildInfo.buildVersion : '',
    exposes: json.exposes
      .filter(isRecord)
      .map((e) => (isString(e.path) ? e.path : isString(e.name) ? `./${e.name}` : ''))
      .filter(Boolean),
    shared: json.shared.filter(isRecord).map((s) => ({
      name: isString(s.name) ? s.name : '',
      requiredVersion: isString(s.requiredVersion) ? s.requiredVersion : null,
      singleton: s.singleton === true,
    })),
  };
}
