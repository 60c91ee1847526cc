import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SCRIPT = path.join(__dirname, 'system-deps.mjs');
const CHROMIUM = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';
const NGINX = '/usr/sbin/nginx';
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const ZSTD = '/usr/bin/zstd';
const POLICY = '/usr/sbin/policy-rc.d';
const BROWSERS = 'chromium chromium-headless-shell';

/** A pretend machine: what exists, who runs, what is on the PATH, what apt-get brings or fails at. */
interface Machine {
  files: string[];
  uid: number;
  commands?: string[];
  env?: Record<string, string>;
  wanted?: string[];
  installs?: string[];
  failing?: 'update' | 'install';
}

interface Outcome {
  code: number;
  /** Every effect and line, in order: `run …`, `write …`, `remove …`, `log …`. */
  calls: string[];
}

/**
 * Runs ensureSystemDeps against the pretend machine in a child Node: ts-jest compiles tests to
 * CommonJS and jest's VM refuses a native `import()` without --experimental-vm-modules.
 */
function ensureOn(machine: Machine): Outcome {
  const code = `import { ensureSystemDeps, PACKAGES } from ${JSON.stringify(pathToFileURL(SCRIPT).href)};
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const m = JSON.parse(input);
    const files = new Set(m.files);
    const calls = [];
    const code = ensureSystemDeps(m.wanted ?? PACKAGES, {
      env: m.env ?? {},
      uid: m.uid,
      exists: (file) => files.has(file),
      hasCommand: (name) => (m.commands ?? []).includes(name),
      run: (command, args) => {
        calls.push(['run', command, ...args].join(' '));
        if (args[0] === 'install') for (const file of m.installs ?? []) files.add(file);
        return args[0] !== m.failing;
      },
      writeExecutable: (file, text) => {
        calls.push('write ' + file + ' ' + JSON.stringify(text));
        files.add(file);
      },
      remove: (file) => {
        calls.push('remove ' + file);
        files.delete(file);
      },
      log: (line) => calls.push('log ' + line),
    });
    process.stdout.write(JSON.stringify({ code, calls }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    input: JSON.stringify(machine),
    stdio: 'pipe',
  });
  return JSON.parse(out) as Outcome;
}

const asUser = (machine: Omit<Machine, 'uid' | 'commands'>): Outcome =>
  ensureOn({ ...machine, uid: 1000, commands: ['apt-get'] });

describe('which Debian packages are missing', () => {
  it.each<Omit<Machine, 'uid' | 'commands'> & { named: string }>([
    { files: [CHROMIUM, SHELL, NGINX, ZSTD], named: 'libnginx-mod-http-brotli-static' },
    { files: [CHROMIUM, SHELL, NGINX, BROTLI], named: 'zstd' },
    { files: [BROTLI, ZSTD], named: 'chromium chromium-headless-shell nginx' },
    { files: [], named: 'chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static zstd' },
    { files: [CHROMIUM, NGINX, BROTLI, ZSTD], named: 'chromium-headless-shell' },
    { files: [CHROMIUM, '/opt/shell', NGINX, BROTLI, ZSTD], env: { CHROMIUM_HEADLESS_SHELL: '/opt/shell' }, named: '' },
    {
      files: ['/usr/bin/chromium-browser', SHELL, '/usr/local/sbin/nginx', '/usr/local/bin/zstd'],
      named: 'libnginx-mod-http-brotli-static',
    },
    { files: ['/opt/chrome', '/opt/nginx', BROTLI, ZSTD], env: { CHROMIUM_PATH: '/opt/chrome' }, named: 'nginx' },
    {
      files: [CHROMIUM, SHELL, '/opt/nginx', '/opt/zstd'],
      env: { NGINX_BIN: '/opt/nginx', NGINX_BROTLI_MODULE: 'none', ZSTD_BIN: '/opt/zstd' },
      named: '',
    },
    {
      files: [CHROMIUM, SHELL, NGINX, BROTLI, ZSTD],
      env: { NGINX_BROTLI_MODULE: '/opt/brotli.so' },
      named: 'libnginx-mod-http-brotli-static',
    },
    { files: [NGINX, BROTLI], wanted: ['nginx', 'libnginx-mod-http-brotli-static'], named: '' },
  ])('with $files present ($env, $wanted): "$named"', ({ named, ...machine }) => {
    const { code, calls } = asUser(machine);
    if (named === '') expect({ code, calls }).toEqual({ code: 0, calls: [] });
    else expect(calls).toEqual([expect.stringMatching(new RegExp(`sudo apt-get install -y ${named}$`))]);
  });

  it('refuses a package it does not know rather than installing it blindly', () => {
    expect(() => asUser({ files: [], wanted: ['chromium', 'google-chrome'] })).toThrow(/unknown package google-chrome/);
  });
});

describe('as root with apt-get', () => {
  const root = { uid: 0, commands: ['apt-get'] };

  it('installs exactly what is missing, with nginx kept from starting, and leaves no policy behind', () => {
    const outcome = ensureOn({ ...root, files: [CHROMIUM, SHELL, ZSTD], installs: [NGINX, BROTLI] });
    expect(outcome).toEqual({
      code: 0,
      calls: [
        expect.stringMatching(/^log Installing Debian's nginx libnginx-mod-http-brotli-static/),
        `write ${POLICY} "#!/bin/sh\\nexit 101\\n"`,
        'run apt-get update -qq',
        'run apt-get install -y -qq nginx libnginx-mod-http-brotli-static',
        `remove ${POLICY}`,
      ],
    });
  });

  it('keeps a policy-rc.d the machine already has', () => {
    const { code, calls } = ensureOn({ ...root, files: [POLICY, NGINX, BROTLI, ZSTD], installs: [CHROMIUM, SHELL] });
    expect(code).toBe(0);
    expect(calls.filter((call) => call.includes(POLICY))).toEqual([]);
  });

  it.each(['update', 'install'] as const)('stops when apt-get %s fails, and still removes its policy', (failing) => {
    const { code, calls } = ensureOn({ ...root, files: [], failing, installs: [CHROMIUM, SHELL, NGINX, BROTLI] });
    expect(code).toBe(1);
    expect(calls.at(-2)).toMatch(new RegExp(`^log apt-get ${failing} failed`));
    expect(calls.at(-1)).toBe(`remove ${POLICY}`);
    if (failing === 'update') expect(calls.filter((call) => call.startsWith('run apt-get install'))).toEqual([]);
  });

  it('fails when apt-get succeeds yet the file is still not where the suite looks', () => {
    const { code, calls } = ensureOn({ ...root, files: [NGINX, BROTLI, ZSTD], env: { CHROMIUM_PATH: '/opt/chrome' } });
    expect(code).toBe(1);
    expect(calls.at(-1)).toMatch(/^log apt-get installed chromium, yet chromium is still not where the suite looks/);
  });
});

describe('when it cannot install', () => {
  it.each([
    { why: 'not root', uid: 1000, commands: ['apt-get', 'sudo'], command: `sudo apt-get install -y ${BROWSERS} nginx` },
    { why: 'not root', uid: 1000, commands: [], command: `sudo apt-get install -y ${BROWSERS} nginx` },
    { why: 'no apt-get on this machine', uid: 0, commands: [], command: `apt-get install -y ${BROWSERS} nginx` },
  ])('($why, $commands on the PATH) names the command in one line and tries nothing', ({ why, command, ...who }) => {
    expect(ensureOn({ ...who, files: [BROTLI, ZSTD] })).toEqual({
      code: 1,
      calls: [`log Missing Debian packages (${why}); install them with: ${command}`],
    });
  });
});

describe('node scripts/system-deps.mjs', () => {
  it('says nothing and succeeds when every package is there', () => {
    const present = {
      CHROMIUM_PATH: process.execPath,
      NGINX_BIN: process.execPath,
      NGINX_BROTLI_MODULE: SCRIPT,
      ZSTD_BIN: process.execPath,
    };
    const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8', env: { ...process.env, ...present } });
    expect({ status: run.status, out: run.stdout, err: run.stderr }).toEqual({ status: 0, out: '', err: '' });
  });
});
