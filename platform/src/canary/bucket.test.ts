import { canaryBucket } from './bucket';

const ids = Array.from({ length: 4000 }, (_, i) => `device-${i}-${(i * 7919) % 104729}`);

describe('canary buckets', () => {
  it('spread devices evenly: a 50 % canary reaches about half, a 10 % one about a tenth', () => {
    const half = ids.filter((id) => canaryBucket(id, 'mf_orders', '1.1.0+b') < 50).length / ids.length;
    const tenth = ids.filter((id) => canaryBucket(id, 'mf_orders', '1.1.0+b') < 10).length / ids.length;
    expect(half).toBeGreaterThan(0.46);
    expect(half).toBeLessThan(0.54);
    expect(tenth).toBeGreaterThan(0.08);
    expect(tenth).toBeLessThan(0.12);
  });

  it('are sticky for a device and version, and drawn afresh for a new version', () => {
    expect(canaryBucket('d1', 'mf_orders', 'v2')).toBe(canaryBucket('d1', 'mf_orders', 'v2'));
    const inFirst = ids.filter((id) => canaryBucket(id, 'mf_orders', 'v2') < 10);
    const alsoInNext = inFirst.filter((id) => canaryBucket(id, 'mf_orders', 'v3') < 10);
    expect(alsoInNext.length / inFirst.length).toBeLessThan(0.25);
  });
});
