import path from 'node:path';
import { LocalStore } from './local-store';
import type { S3Store } from './s3-store';
import type { SiteStore } from './site-store';

/** `--site` names a folder (default `.site/`) or an S3-compatible bucket: `s3://bucket/prefix`. */
export function openStore(site: string): SiteStore {
  if (/^s3:\/\//i.test(site)) {
    // Loaded only for S3 sites: the SDK is large and a folder site never needs it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const s3 = require('./s3-store') as { S3Store: typeof S3Store };
    return s3.S3Store.fromUrl(site);
  }
  return new LocalStore(path.resolve(site));
}
