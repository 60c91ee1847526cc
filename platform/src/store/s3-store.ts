import type * as S3Sdk from '@aws-sdk/client-s3';
import {
  PreconditionFailedError,
  type ListedObject,
  type SiteStore,
  type StoredObject,
  type WriteOptions,
} from './site-store';

export interface S3StoreOptions {
  bucket: string;
  /** The site's folder in the bucket (`sites/prod`); empty for the bucket's root. */
  prefix?: string;
  /** Default: a client configured from the environment (`s3ClientConfig`). */
  client?: S3Sdk.S3Client;
  /** Keys per ListObjectsV2 page; the server's default (1000 on S3) when absent. */
  pageSize?: number;
}

type Env = Record<string, string | undefined>;

/**
 * The client configuration the AWS tools would use, plus `S3_ENDPOINT` for MinIO, Alibaba OSS or a
 * local server. Keys given in `env` are used as given (the SDK's own chain would read them from the
 * environment first too); without them the SDK's chain looks further: profiles, SSO, instance roles.
 */
export function s3ClientConfig(env: Env = process.env): S3Sdk.S3ClientConfig {
  const endpoint = env.S3_ENDPOINT || undefined;
  const config: S3Sdk.S3ClientConfig = {
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: parseFlag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
  if (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
    config.credentials = {
      accessKeyId: env.AWS_ACCESS_KEY_ID,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
      ...(env.AWS_SESSION_TOKEN && { sessionToken: env.AWS_SESSION_TOKEN }),
    };
  }
  if (endpoint) {
    config.endpoint = endpoint;
    // Many S3-compatible servers reject the CRC checksums the SDK now adds to every upload.
    if (!env.AWS_REQUEST_CHECKSUM_CALCULATION) config.requestChecksumCalculation = 'WHEN_REQUIRED';
    if (!env.AWS_RESPONSE_CHECKSUM_VALIDATION) config.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  return config;
}

function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, not "${value}"`);
}

/** `s3://bucket/optional/prefix` → its bucket and prefix (no leading or trailing slash). */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/?#]+)(?:\/([^?#]*))?$/i.exec(url);
  if (!match?.[1]) throw new Error(`not an S3 site: "${url}" (expected s3://bucket/prefix)`);
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

interface ErrorFacts {
  name: string;
  status: number | undefined;
}

function factsOf(error: unknown): ErrorFacts {
  if (typeof error !== 'object' || error === null) return { name: '', status: undefined };
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  const status = $metadata?.httpStatusCode;
  return { name: typeof name === 'string' ? name : '', status: typeof status === 'number' ? status : undefined };
}

/** A missing key reads as null; a missing bucket must not pass for an empty site. */
const isMissingKey = ({ name, status }: ErrorFacts) =>
  name === 'NoSuchKey' || (status === 404 && name !== 'NoSuchBucket');

/** 412: the condition did not hold; 409: a concurrent conditional write to the key won. */
const isFailedCondition = ({ name, status }: ErrorFacts) =>
  status === 412 || name === 'PreconditionFailed' || name === 'ConditionalRequestConflict';

/**
 * A site in an S3-compatible bucket, with the semantics of `LocalStore`: the server's ETag is the
 * etag, and `ifMatch` / `ifNoneMatch` become S3 conditional writes (If-Match / If-None-Match), so
 * compare-and-swap is only as safe as the server's support for them: a server that ignores them
 * (s3rver, which the tests run against, does) lets two racing writers both win.
 */
export class S3Store implements SiteStore {
  readonly description: string;
  readonly bucket: string;
  readonly prefix: string;
  private readonly client: S3Sdk.S3Client;
  private readonly pageSize: number | undefined;

  /** The SDK is large: loaded on first use, so commands on a folder site never load it. */
  private static sdk(): typeof S3Sdk {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('@aws-sdk/client-s3') as typeof S3Sdk;
  }

  static fromUrl(url: string, env: Env = process.env): S3Store {
    const { bucket, prefix } = parseS3Url(url);
    return new S3Store({ bucket, prefix, client: new (S3Store.sdk().S3Client)(s3ClientConfig(env)) });
  }

  constructor(options: S3StoreOptions) {
    this.bucket = options.bucket;
    this.prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.client = options.client ?? new (S3Store.sdk().S3Client)(s3ClientConfig());
    this.pageSize = options.pageSize;
    this.description = `s3://${this.bucket}${this.prefix ? `/${this.prefix}` : ''}`;
  }

  private objectKey(key: string): string {
    const bad = key.split('/').some((part) => part === '' || part === '.' || part === '..');
    if (bad) throw new Error(`not a key in the site: ${key}`);
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  async read(key: string): Promise<StoredObject | null> {
    const { GetObjectCommand } = S3Store.sdk();
    try {
      const got = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!got.ETag || !got.Body) throw new Error(`${this.description}: ${key} came back without an ETag or a body`);
      return { body: Buffer.from(await got.Body.transformToByteArray()), etag: got.ETag };
    } catch (error) {
      if (isMissingKey(factsOf(error))) return null;
      throw error;
    }
  }

  async write(key: string, body: Buffer, options: WriteOptions): Promise<void> {
    const { PutObjectCommand } = S3Store.sdk();
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      Body: body,
      ContentType: options.contentType,
      CacheControl: options.cacheControl,
      ...(options.ifMatch !== undefined && { IfMatch: options.ifMatch }),
      ...(options.ifNoneMatch !== undefined && { IfNoneMatch: options.ifNoneMatch }),
    });
    try {
      await this.client.send(command);
    } catch (error) {
      if (isFailedCondition(factsOf(error))) throw new PreconditionFailedError(key);
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    return (await this.listSized(prefix)).map((o) => o.key);
  }

  async remove(key: string): Promise<void> {
    const { DeleteObjectCommand } = S3Store.sdk();
    // S3 answers 204 for a key that is not there: removing twice is removing once.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async listSized(prefix: string): Promise<ListedObject[]> {
    const { ListObjectsV2Command } = S3Store.sdk();
    // A folder, as for LocalStore: `h5/remotes/mf-orders` must not take in `mf-orders-old/`.
    const folder = prefix.replace(/\/+$/, '');
    const under = [this.prefix, folder].filter(Boolean).join('/');
    const strip = this.prefix ? this.prefix.length + 1 : 0;
    const found: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          ...(under && { Prefix: `${under}/` }),
          ...(token && { ContinuationToken: token }),
          ...(this.pageSize !== undefined && { MaxKeys: this.pageSize }),
        }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) found.push({ key: item.Key.slice(strip), size: item.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
      if (page.IsTruncated && !token) throw new Error(`${this.description}: a truncated listing without a next token`);
    } while (token);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}
