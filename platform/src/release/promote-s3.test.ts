import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { IMMUTABLE } from '../site/cache-policy';
import type { LocalStore } from '../store/local-store';
import { readRegistry } from '../store/registry-store';
import { S3Store } from '../store/s3-store';
import type { SiteStore } from '../store/site-store';
import { BUCKET, s3rverForTests } from '../testing/s3rver';
import { deployOrders, everything, ORDERS, siteWithShell } from '../testing/two-sites';
import { promoteRemoteAcross } from './promote-site';
import { readRelease } from './upload-version';

const s3 = s3rverForTests('promote-s3');
const onS3 = (prefix: string) => new S3Store({ bucket: BUCKET, prefix, client: s3.client });
const plain = { force: false };
const VERSION = 'h5/remotes/mf-orders/1.1.0+b';
const releaseOf = async (store: SiteStore) => (await readRelease(store, VERSION))!;

describe('promote with a site on S3 (s3rver 3.7.1)', () => {
  it('S3 → folder: the version live in the bucket goes live in the folder, byte for byte; a changed byte in the bucket is refused', async () => {
    const staging = await siteWithShell('s3', onS3('sites/staging-a'));
    await deployOrders(staging, '1.0.0+a', { i: 0 });
    await deployOrders(staging, '1.1.0+b', { i: 1 });
    const production = (await siteWithShell('promote-production')) as LocalStore;
    await deployOrders(production, '1.0.0+a', { i: 0 });

    const result = await promoteRemoteAcross(staging, production, ORDERS, plain);
    expect(result).toMatchObject({ verified: 4, live: { from: '1.0.0+a', to: '1.1.0+b' } });
    const files = Object.keys((await releaseOf(staging)).files);
    expect(files).toHaveLength(4);
    for (const rel of files)
      expect((await production.read(`${VERSION}/${rel}`))?.body).toEqual(
        (await staging.read(`${VERSION}/${rel}`))?.body,
      );

    const other = (await siteWithShell('promote-production')) as LocalStore;
    const chunk = `${VERSION}/1234.0a1b2c3d.js`;
    await staging.write(chunk, Buffer.from('/* changed in the bucket */'), {
      contentType: 'text/javascript',
      cacheControl: IMMUTABLE,
    });
    const before = await everything(other);
    await expect(promoteRemoteAcross(staging, other, ORDERS, plain)).rejects.toThrow(
      'mf_orders 1.1.0+b on s3://site-bucket/sites/staging-a is not what was tested: 1234.0a1b2c3d.js differs from its recorded sha384; nothing was written',
    );
    expect(await everything(other)).toEqual(before);
  });

  it('folder → S3: uploaded with the cache policy deploy gives it; promoted again, nothing is put in the bucket', async () => {
    const staging = (await siteWithShell('promote-staging')) as LocalStore;
    await deployOrders(staging, '1.1.0+b', { i: 1 });
    const production = await siteWithShell('s3', onS3('sites/production-b'));
    await deployOrders(production, '1.0.0+a', { i: 0 });

    const result = await promoteRemoteAcross(staging, production, ORDERS, { ...plain, canary: 25 });
    expect(result.canary).toEqual({ version: '1.1.0+b', percent: 25, live: '1.0.0+a' });
    expect((await readRegistry(production)).doc.remotes.mf_orders?.canary).toMatchObject({ version: '1.1.0+b' });
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `sites/production-b/${VERSION}/remoteEntry.js` }),
    );
    expect(head.CacheControl).toBe(IMMUTABLE);
    // The same files and hashes; its time is when the target got them (what prune's grace counts from).
    expect((await releaseOf(production)).files).toEqual((await releaseOf(staging)).files);

    const asked = (await s3.server.wire()).length;
    const again = await promoteRemoteAcross(staging, production, ORDERS, { ...plain, canary: 25 });
    expect(again.upload).toEqual({ uploaded: 0, present: 4 });
    const puts = (await s3.server.wire()).slice(asked).filter((r) => r.method === 'PUT');
    expect(puts).toEqual([]);
  });

  it('a missing bucket is an error, not an empty site', async () => {
    const production = await siteWithShell('promote-production');
    const nowhere = new S3Store({ bucket: 'no-such-bucket', prefix: 'staging', client: s3.client });
    await expect(promoteRemoteAcross(nowhere, production, ORDERS, plain)).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});
