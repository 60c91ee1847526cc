// `npm test`: Debian's packages first (scripts/system-deps.mjs, before anything slow), then the gates
// in order, stopping at the first failure; last, a check that the run left nothing in the temp dir.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';

// Every temp dir a test makes starts with `rental-test-`; nginx's run dirs (one per e2e worker)
// with `rental-nginx-`. Another checkout's run at the same time can show up here too.
const PREFIXES = ['rental-test-', 'rental-nginx-'];
const tempEntries = () => readdirSync(tmpdir()).filter((name) => PREFIXES.some((p) => name.startsWith(p)));

const steps = [
  ['node', ['scripts/system-deps.mjs']],
  ...['lint', 'typecheck', 'format:check', 'test:unit', 'test:e2e'].map((script) => ['npm', ['run', script]]),
];

const before = new Set(tempEntries());
let code = 0;
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  code = result.status ?? 1;
  if (code !== 0) break;
}
const left = tempEntries().filter((name) => !before.has(name));
if (left.length > 0) {
  console.error(`npm test left ${left.length} entries in ${tmpdir()}: ${left.join(' ')}`);
  code ||= 1;
}
process.exitCode = code;
