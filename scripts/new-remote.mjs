// `npm run new:remote -- <name>`: a new team's remote from the one template (templates/remote/),
// registered where the build, lint, tests, the CLI and the route catalogue find it.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, root } from './apps.mjs';

const TEMPLATE = path.join(root, 'templates', 'remote');
const PAGE = 'contact';
const RESERVED = new Set(['shell', 'shared', 'platform', 'dev-api', 'e2e', 'bench', 'templates', 'scripts']);

/** Every refusal is one line and exit code 2, with nothing written. */
class Refused extends Error {}

export function namesFor(input) {
  const bare = input.replace(/^mf-/, '');
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(bare) || bare.length > 30)
    throw new Refused(
      `"${input}" is not a remote name: lower-case letters and digits, words joined by "-" (e.g. gift-cards)`,
    );
  if (RESERVED.has(bare)) throw new Refused(`"${bare}" is taken by the project itself; choose another name`);
  const camel = bare.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  return {
    dir: `mf-${bare}`,
    name: `mf_${bare.replace(/-/g, '_')}`,
    ns: camel,
    route: `pages/${camel}/${PAGE}`,
  };
}

function files(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

function packageJson(names) {
  const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const shared = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8'));
  const deps = ['ahooks', 'antd-mobile', 'i18next', 'jotai', 'react', 'react-dom', 'react-i18next', 'react-router-dom'];
  const dependencies = { '@rental/shared': shared.version };
  for (const dep of deps) dependencies[dep] = rootPkg.dependencies[dep];
  return {
    name: `@rental/${names.dir}`,
    version: '1.0.0',
    private: true,
    description: `Remote: the ${names.ns} team's pages`,
    scripts: { build: 'webpack --mode production', dev: 'webpack serve --mode development' },
    dependencies,
  };
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

function register(names, port) {
  const appsFile = path.join(root, 'scripts', 'apps.json');
  const apps = [...APPS, { dir: names.dir, kind: 'remote', port }];
  const line = (a) => `  { "dir": "${a.dir}", "kind": "${a.kind}", "port": ${a.port} }`;
  writeFileSync(appsFile, `[\n${apps.map(line).join(',\n')}\n]\n`);
  const catalogueFile = path.join(root, 'shared', 'src', 'navigation', 'route-catalogue.json');
  const catalogue = JSON.parse(readFileSync(catalogueFile, 'utf8'));
  catalogue[names.name] = { [names.route]: `contact (${names.dir}'s first page)` };
  writeFileSync(catalogueFile, json(catalogue));
  // The bench's monolith is the same app in one bundle: it gets the new remote's pages too.
  const resolverFile = path.join(root, 'bench', 'monolith', 'src', 'static-resolver.ts');
  const resolver = readFileSync(resolverFile, 'utf8');
  const id = names.ns;
  const withImport = resolver.replace(
    /(import payments from [^\n]+\n)/,
    `$1import ${id} from '../../../${names.dir}/src/remote-entry';\n`,
  );
  const withRemote = withImport.replace(/(const REMOTES: readonly RemoteModule\[\] = \[[^\]]*)\]/, `$1, ${id}]`);
  if (withRemote === resolver || !withRemote.includes(`, ${id}]`))
    throw new Error(`${resolverFile} no longer has the shape this scaffold edits`);
  writeFileSync(resolverFile, withRemote);
  return [appsFile, catalogueFile, resolverFile];
}

export function scaffold(input) {
  const names = namesFor(input);
  if (existsSync(path.join(root, names.dir))) throw new Refused(`${names.dir}/ already exists`);
  if (APPS.some((a) => a.dir === names.dir)) throw new Refused(`${names.dir} is already in scripts/apps.json`);
  const port = Math.max(...APPS.map((a) => a.port)) + 1;
  const fill = (text) =>
    text
      .replaceAll('__PORT__', String(port))
      .replaceAll('__NAME__', names.name)
      .replaceAll('__NS__', names.ns)
      .replaceAll('__ROUTE__', names.route)
      .replaceAll('__PAGE__', PAGE);
  const written = [];
  for (const file of files(TEMPLATE)) {
    const target = path.join(root, names.dir, fill(path.relative(TEMPLATE, file)).replace(/\.tmpl$/, ''));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(file, 'utf8')));
    written.push(target);
  }
  const pkg = path.join(root, names.dir, 'package.json');
  writeFileSync(pkg, json(packageJson(names)));
  return { ...names, port, written: [...written, pkg, ...register(names, port)] };
}

/** In the project's own style, as `npm run format` would leave them (names change line lengths). */
async function format(written) {
  const prettier = await import('prettier');
  for (const file of written) {
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    writeFileSync(file, await prettier.format(readFileSync(file, 'utf8'), options));
  }
}

async function main(argv) {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new Refused('usage: npm run new:remote -- <name>   (e.g. gift-cards)');
  const made = scaffold(positionals[0]);
  await format(made.written);
  console.log(`${made.dir}/ made from templates/remote, federation name ${made.name}, dev port ${made.port}`);
  console.log(`its first page: #/${made.route}; registered in scripts/apps.json and the route catalogue`);
  console.log(`next: npm install && npm test; npm run deploy -- ${made.dir}   (docs/conventions.md: add a page)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).catch((error) => {
    if (!(error instanceof Refused) && error?.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw error;
    console.error(`refused: ${error.message}`);
    process.exitCode = 2;
  });
}
