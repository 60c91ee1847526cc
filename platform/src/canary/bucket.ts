/** FNV-1a, 32 bit: small, fast and evenly spread over short keys like device ids. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The device's place (0–99) in a remote's canary of one version. Sticky: the same device, remote
 * and version always land in the same place, so raising the share keeps everyone already in it;
 * a new canary version draws afresh, so the same renters are not the first to try every release.
 */
export function canaryBucket(deviceId: string, remote: string, version: string): number {
  return fnv1a(`${deviceId}|${remote}|${version}`) % 100;
}
