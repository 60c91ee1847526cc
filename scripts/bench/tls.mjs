// A certificate for the bench's local HTTPS sites: renters get the app over HTTPS with HTTP/2 from
// a CDN, never plain HTTP/1.1 with its six connections per host. Chromium trusts it by its key's
// hash (as WebPageTest does), so it caches what it loads as it would from a real site.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function localCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rental-bench-tls-'));
  const certificateFile = path.join(dir, 'site.pem');
  const keyFile = path.join(dir, 'site.key');
  // prettier-ignore
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certificateFile, '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const spki = new X509Certificate(readFileSync(certificateFile)).publicKey.export({ type: 'spki', format: 'der' });
  return {
    tls: { certificateFile, keyFile },
    browserArgs: [`--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`],
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
