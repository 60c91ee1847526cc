// The public surface of @rental/shared (its `.` export), recorded beside its version: remotes declare
// `requiredVersion` against that version and the shell checks it at run time, so an export that
// changes without a version bump would let an incompatible remote through.
//
//   npm run shared:surface               print what changed since shared/public-surface.json (exit 1 if anything)
//   npm run shared:surface -- --write    record it, once shared/package.json carries the bump semver asks for
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { computeSurface as surfaceAt } from './shared-surface/compute-surface.mjs';
import { diffSurfaces, formatDiff, nextVersion, satisfiesBump } from './shared-surface/surface-diff.mjs';

export { bumpBetween, diffSurfaces, nextVersion, satisfiesBump } from './shared-surface/surface-diff.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = '@rental/shared';
const RECORD = 'shared/public-surface.json';

/** Every export of `shared/src/index.ts` as `{ name: "<kind> <signature>" }`, keys sorted. */
export const computeSurface = (repoRoot = root) => surfaceAt(repoRoot);
/**
 * What a developer reads when the surface moved away from the record (`''` when it did not): the
 * names, the bump that needs, and whether `version` (shared/package.json's) already is that bump.
 */
export function surfaceReport(record, version, current = computeSurface()) {
  const diff = diffSurfaces(record.exports, current);
  if (diff.bump === 'none') return '';
  const why = diff.bump === 'major' ? 'exports removed or changed' : 'exports added or extended, or types changed';
  const verdict = satisfiesBump(record.version, version, diff.bump)
    ? `${version} is one: record it with \`npm run shared:surface -- --write\`.`
    : `shared/package.json says ${version}; set its "version" to ${nextVersion(record.version, diff.bump)} or ` +
      `higher, then run \`npm run shared:surface -- --write\`.`;
  return (
    `${SHARED}'s public surface changed since ${record.version}:\n${formatDiff(diff, record.exports, current)}\n` +
    `This needs a ${diff.bump} version bump (${why}): ${verdict}`
  );
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function readRecord(repoRoot) {
  try {
    return readJson(path.join(repoRoot, RECORD));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The workspace folders, `mf-*` patterns expanded (every remote is a dependent too). */
function workspaceDirs(repoRoot) {
  return (readJson(path.join(repoRoot, 'package.json')).workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const prefix = pattern.slice(0, -1);
    return readdirSync(repoRoot, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name.startsWith(prefix))
      .map((d) => d.name)
      .sort();
  });
}

/** Pins every workspace package that depends on @rental/shared to `version`; returns the ones it changed. */
function pinDependents(repoRoot, version) {
  const changed = [];
  for (const workspace of workspaceDirs(repoRoot)) {
    const file = path.join(repoRoot, workspace, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = readJson(file);
    let touched = false;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      if (pkg[field]?.[SHARED] !== undefined && pkg[field][SHARED] !== version) {
        pkg[field][SHARED] = version;
        touched = true;
      }
    }
    if (touched) {
      writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
      changed.push(path.join(workspace, 'package.json'));
    }
  }
  return changed;
}

function writeRecord(repoRoot, version, surface) {
  writeFileSync(path.join(repoRoot, RECORD), `${JSON.stringify({ version, exports: surface }, null, 2)}\n`);
}

function main(argv) {
  const write = argv.includes('--write');
  const started = performance.now();
  const version = readJson(path.join(root, 'shared/package.json')).version;
  const current = computeSurface();
  const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const record = readRecord(root);
  const count = `${Object.keys(current).length} exports`;

  if (!record) {
    if (!write) {
      console.error(`${RECORD} is missing: record the surface with \`npm run shared:surface -- --write\`.`);
      return 1;
    }
    writeRecord(root, version, current);
    console.log(`Recorded ${SHARED}@${version} (${count}) in ${RECORD} (${took}).`);
    return 0;
  }

  const diff = diffSurfaces(record.exports, current);
  const report = surfaceReport(record, version, current);
  if (!write) {
    if (report) console.error(report);
    else if (version !== record.version) {
      console.error(
        `${RECORD} records ${record.version}, shared/package.json says ${version}: run \`npm run shared:surface -- --write\`.`,
      );
    } else console.log(`${SHARED}@${version}: the public surface (${count}) matches ${RECORD} (${took}).`);
    return report || version !== record.version ? 1 : 0;
  }
  if (!satisfiesBump(record.version, version, diff.bump)) {
    console.error(report || `${SHARED} ${version} is below the recorded ${record.version}: versions only go up.`);
    return 1;
  }
  if (report) console.log(`Changes since ${record.version}:\n${formatDiff(diff, record.exports, current)}`);
  writeRecord(root, version, current);
  console.log(`Recorded ${SHARED}@${version} (${count}) in ${RECORD}.`);
  const pinned = pinDependents(root, version);
  if (pinned.length > 0) {
    console.log(`Set the "${SHARED}" dependency to ${version} in ${pinned.join(', ')}.`);
    console.log('Now run `npm install` so that package-lock.json follows.');
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
