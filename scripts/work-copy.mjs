// A copy of the checkout for a command that changes the project's own files (a test deploying a
// remote it just edited, the redeploy bench): none of it touches the checkout itself.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The checkout at `root` as it is (tracked and new files, none ignored, uncommitted edits too) in a
 * new temp folder named `<prefix>…`, sharing its installed packages. `root` is given, not found from
 * this file: the end-to-end tests load it through Playwright's transform, which has no
 * `import.meta`.
 */
export function copyCheckout(root, prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root });
  for (const rel of listed.toString('utf8').split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    try {
      cpSync(path.join(root, rel), path.join(dir, rel));
    } catch {
      // a file deleted in the checkout but not yet from git's index: not part of the tree as it is
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
