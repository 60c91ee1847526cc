/**
 * Where a site lives: a local folder or an S3-compatible bucket. Keys are paths under the site
 * root (`h5/remotes.json`, `h5/remotes/mf-orders/<version>/remoteEntry.js`).
 */
export interface StoredObject {
  body: Buffer;
  /** Opaque; changes whenever the body does. */
  etag: string;
}

export interface WriteOptions {
  contentType: string;
  cacheControl: string;
  /** Write only if the object still has this etag (compare-and-swap). */
  ifMatch?: string;
  /** Write only if no object exists under the key (create once). */
  ifNoneMatch?: '*';
}

export interface SiteStore {
  /** For messages: the folder or `s3://bucket/prefix`. */
  readonly description: string;
  read(key: string): Promise<StoredObject | null>;
  /** Throws `PreconditionFailedError` when `ifMatch` or `ifNoneMatch` does not hold. */
  write(key: string, body: Buffer, options: WriteOptions): Promise<void>;
  /** Every key under `prefix` (a folder path ending in `/`). */
  list(prefix: string): Promise<string[]>;
  /** Every key under `prefix` with its size in bytes: what removing it would free. */
  listSized(prefix: string): Promise<ListedObject[]>;
  /** Removes one object; a key already gone is not an error (a prune resumed after a crash). */
  remove(key: string): Promise<void>;
}

export interface ListedObject {
  key: string;
  size: number;
}

export class PreconditionFailedError extends Error {
  override name = 'PreconditionFailedError';
  constructor(readonly key: string) {
    super(`${key} changed since it was read`);
  }
}
