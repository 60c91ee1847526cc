// What changed between two recorded surfaces, and which semver bump that needs.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** The platform's own rule (its type gate reads the same file), transpiled as it loads: no build first. */
async function platformRule() {
  const source = readFileSync(new URL('../../platform/src/compat/shape-extension.ts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

const { PRODUCED_BY_REMOTES, extension } = await platformRule();

/** An interface or type alias that remotes do not build for the shell to read. */
function compileTimeOnly(name, description) {
  return /^(interface|type)[ {]/.test(description) && !PRODUCED_BY_REMOTES.has(name);
}

/** What changed between two surfaces, and the least version bump that change needs. */
export function diffSurfaces(recorded, current) {
  const added = Object.keys(current)
    .filter((n) => !(n in recorded))
    .sort();
  const removed = Object.keys(recorded)
    .filter((n) => !(n in current))
    .sort();
  const differing = Object.keys(current)
    .filter((n) => n in recorded && recorded[n] !== current[n])
    .sort();
  const extended = differing.filter((n) => extension(n, recorded[n], current[n]));
  const changed = differing.filter((n) => !extended.includes(n));
  const grew = added.length > 0 || extended.length > 0;
  // Types vanish at run time: changing one breaks a rebuild, never a deployed remote, so it is a
  // minor step, except for the shapes remotes hand the shell.
  const breaks = (n) => !compileTimeOnly(n, recorded[n]);
  const breaking = removed.some(breaks) || changed.some(breaks);
  const moved = grew || removed.length > 0 || changed.length > 0;
  const bump = breaking ? 'major' : moved ? 'minor' : 'none';
  return { added, removed, changed, extended, bump };
}

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(String(version));
  if (!match) throw new Error(`"${version}" is not a semver version`);
  return match.slice(1, 4).map(Number);
}

/**
 * The bump from one version to another as `^range` sees it ('major' | 'minor' | 'patch' | 'none' | 'downgrade'):
 * below 1.0.0 the minor is the breaking digit, so 0.2.0 → 0.3.0 counts as major.
 */
export function bumpBetween(from, to) {
  const [a, b] = [parseVersion(from), parseVersion(to)];
  const first = [0, 1, 2].find((i) => a[i] !== b[i]);
  if (first === undefined) return 'none';
  if (b[first] < a[first]) return 'downgrade';
  const level = a[0] === 0 ? first - 1 : first;
  return ['major', 'major', 'minor', 'patch'][level + 1];
}

/** The smallest version after `from` that makes the bump `required`. */
export function nextVersion(from, required) {
  const [major, minor, patch] = parseVersion(from);
  if (required === 'major') return major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
  if (required === 'minor') return major === 0 ? `0.${minor}.${patch + 1}` : `${major}.${minor + 1}.0`;
  return from;
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3, downgrade: -1 };

/** Whether moving from `from` to `to` is at least the bump `required` ('major' | 'minor' | 'none'). */
export function satisfiesBump(from, to, required) {
  const actual = bumpBetween(from, to);
  return actual !== 'downgrade' && RANK[actual] >= RANK[required];
}

export function formatDiff({ added, removed, changed, extended }, recorded, current) {
  return [
    ...removed.map((name) => `  - removed ${name}: ${recorded[name]}`),
    ...added.map((name) => `  + added   ${name}: ${current[name]}`),
    ...extended.map(
      (name) =>
        `  + grew    ${name}: ${extension(name, recorded[name], current[name]).join(', ')} (existing members unchanged)`,
    ),
    ...changed.map((name) => `  ~ changed ${name}:\n      was ${recorded[name]}\n      now ${current[name]}`),
  ].join('\n');
}
