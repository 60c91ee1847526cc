// `npm test`: Debian's packages first (scripts/system-deps.mjs, before anything slow), then the gates
// in order, stopping at the first failure; last, a check that the run left nothing in the temp dir.
// The static checks run side by side (each is one process on one core) and show their output whole,
// one after the other; the last line says how long each gate took.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';

// Every temp dir a test makes starts with `rental-test-`; nginx's run dirs (one per e2e worker)
// with `rental-nginx-`. Another checkout's run at the same time can show up here too.
const PREFIXES = ['rental-test-', 'rental-nginx-'];
const tempEntries = () => readdirSync(tmpdir()).filter((name) => PREFIXES.some((p) => name.startsWith(p)));

const npm = (script) => ({ name: script, command: 'npm', args: ['run', script] });
const stages = [
  [{ name: 'system-deps', command: 'node', args: ['scripts/system-deps.mjs'] }],
  [npm('lint'), npm('typecheck'), npm('format:check')],
  [npm('test:unit')],
  [npm('test:e2e')],
];

/** Runs one gate; alone it prints as it goes, beside others its output is kept for later. */
function run({ command, args }, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const done = (code, output) => resolve({ code, output, seconds: Math.round((Date.now() - started) / 1000) });
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => done(1, [Buffer.from(`${error.message}\n`)]));
    child.on('close', (code) => done(code ?? 1, output));
  });
}

const before = new Set(tempEntries());
const took = [];
let code = 0;
for (const stage of stages) {
  const results = await Promise.all(stage.map((gate) => run(gate, stage.length === 1)));
  for (const [i, result] of results.entries()) {
    if (stage.length > 1) {
      process.stdout.write(`\n> ${stage[i].name}\n`);
      process.stdout.write(Buffer.concat(result.output));
    }
    took.push(`${stage[i].name} ${result.seconds} s${result.code === 0 ? '' : ' (failed)'}`);
  }
  code = results.find((result) => result.code !== 0)?.code ?? 0;
  if (code !== 0) break;
}
console.log(`npm test: ${took.join(', ')}`);
const left = tempEntries().filter((name) => !before.has(name));
if (left.length > 0) {
  console.error(`npm test left ${left.length} entries in ${tmpdir()}: ${left.join(' ')}`);
  code ||= 1;
}
process.exitCode = code;
