// What npm does not bring: Debian's Chromium and its headless shell (browser downloads don't work
// here), nginx and its brotli module (the suite serves a site with the production configuration),
// and zstd (a deploy writes returning renters' deltas with it; Node has no zstd).
// `npm test` runs this first, so a fresh machine either gets them or is told the one command,
// before anything slow runs.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PACKAGES = ['chromium', 'chromium-headless-shell', 'nginx', 'libnginx-mod-http-brotli-static', 'zstd'];
// Installed, not started: the suite runs its own nginx per worker, never a daemon on port 80.
const POLICY_RC = '/usr/sbin/policy-rc.d';

/** Where the suite looks for each package's file (scripts/chromium.mjs, platform's nginx-server.ts). */
function candidates(pkg, env) {
  if (pkg === 'chromium') return [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  // The e2e suite's browser, unless CHROMIUM_PATH names one by hand (scripts/chromium.mjs).
  if (pkg === 'chromium-headless-shell')
    return env.CHROMIUM_PATH ? null : [env.CHROMIUM_HEADLESS_SHELL, '/usr/bin/chromium-headless-shell'];
  if (pkg === 'nginx') return [env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  if (pkg === 'libnginx-mod-http-brotli-static') {
    if (env.NGINX_BROTLI_MODULE === 'none') return null;
    return [env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];
  }
  if (pkg === 'zstd') return [env.ZSTD_BIN, '/usr/bin/zstd', '/usr/local/bin/zstd'];
  throw new Error(`system-deps: unknown package ${pkg} (known: ${PACKAGES.join(', ')})`);
}

/** @returns {string[]} the wanted packages none of whose files exist */
export function missingPackages(wanted, env, exists) {
  return wanted.filter((pkg) => {
    const files = candidates(pkg, env);
    return files !== null && !files.some((file) => file && exists(file));
  });
}

/**
 * Installs the missing packages with apt-get when it can (root, apt-get on the PATH); otherwise
 * logs one line with the command that would. `sys` holds every probe and effect, so tests can
 * drive each case without touching the machine.
 * @returns {number} the exit code
 */
export function ensureSystemDeps(wanted, sys) {
  const missing = missingPackages(wanted, sys.env, sys.exists);
  if (missing.length === 0) return 0;
  const install = `apt-get install -y ${missing.join(' ')}`;
  const root = sys.uid === 0;
  if (!root || !sys.hasCommand('apt-get')) {
    const why = root ? 'no apt-get on this machine' : 'not root';
    sys.log(`Missing Debian packages (${why}); install them with: ${root ? '' : 'sudo '}${install}`);
    return 1;
  }
  sys.log(`Installing Debian's ${missing.join(' ')} (${install})`);
  const ownPolicy = !sys.exists(POLICY_RC);
  if (ownPolicy) sys.writeExecutable(POLICY_RC, '#!/bin/sh\nexit 101\n');
  const steps = [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ];
  try {
    for (const args of steps) {
      if (!sys.run('apt-get', args)) {
        sys.log(`apt-get ${args[0]} failed; run it yourself: ${install}`);
        return 1;
      }
    }
  } finally {
    if (ownPolicy) sys.remove(POLICY_RC);
  }
  const still = missingPackages(missing, sys.env, sys.exists);
  if (still.length === 0) return 0;
  sys.log(`apt-get installed ${missing.join(' ')}, yet ${still.join(', ')} is still not where the suite looks`);
  return 1;
}

const machine = {
  env: process.env,
  uid: process.getuid?.(),
  exists: existsSync,
  hasCommand: (name) => (process.env.PATH ?? '').split(path.delimiter).some((d) => d && existsSync(path.join(d, name))),
  run: (command, args) =>
    spawnSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0,
  writeExecutable: (file, text) => writeFileSync(file, text, { mode: 0o755 }),
  remove: (file) => rmSync(file, { force: true }),
  log: (line) => console.error(line),
};

// `node scripts/system-deps.mjs [package…]`: all of them unless named (serve:prod names nginx's two).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const named = process.argv.slice(2);
  process.exitCode = ensureSystemDeps(named.length ? named : PACKAGES, machine);
}
