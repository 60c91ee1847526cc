import { isRecord, isString } from '../registry/guards';
import { extension } from './shape-extension';

/** The shell's types, published beside its build (`shell/<version>/shell-types.json`). */
export const SHELL_TYPES_FILE = 'shell-types.json';
/** What a remote's build used of them (`uses-shell-types.json` in its version's folder). */
export const USED_TYPES_FILE = 'uses-shell-types.json';

/**
 * Per shared package, each export with its type as text (`scripts/shared-surface`'s record). In a
 * remote's record only the exports it imports, with the type it was compiled against (null: the
 * record had none, so there is nothing to compare).
 */
export interface TypedExports {
  shared: Record<string, { version: string; exports: Record<string, string | null> }>;
}

export type TypeProblem =
  | { kind: 'typeRemoved'; package: string; name: string; used: string | null }
  | { kind: 'typeChanged'; package: string; name: string; used: string; provided: string };

export function parseTypedExports(json: unknown): TypedExports | null {
  if (!isRecord(json) || !isRecord(json.shared)) return null;
  const shared: TypedExports['shared'] = {};
  for (const [pkg, surface] of Object.entries(json.shared)) {
    if (!isRecord(surface) || !isString(surface.version) || !isRecord(surface.exports)) return null;
    const exports: Record<string, string | null> = {};
    for (const [name, type] of Object.entries(surface.exports)) exports[name] = isString(type) ? type : null;
    shared[pkg] = { version: surface.version, exports };
  }
  return { shared };
}

/**
 * Whether a remote compiled against `used` runs with `provided`: the same text, or a shape that only
 * grew (`shape-extension.ts`, the rule `npm run shared:surface` bumps versions by).
 */
const compatible = (name: string, used: string, provided: string): boolean =>
  used === provided || extension(name, used, provided) !== null;

/** Each export the remote uses that the shell no longer provides, or provides with a type that breaks it. */
export function checkTypes(used: TypedExports, provided: TypedExports): TypeProblem[] {
  const problems: TypeProblem[] = [];
  for (const [pkg, surface] of Object.entries(used.shared)) {
    const offered = provided.shared[pkg]?.exports ?? {};
    for (const [name, type] of Object.entries(surface.exports)) {
      const now = offered[name];
      if (now === undefined) problems.push({ kind: 'typeRemoved', package: pkg, name, used: type });
      else if (type !== null && now !== null && !compatible(name, type, now)) {
        problems.push({ kind: 'typeChanged', package: pkg, name, used: type, provided: now });
      }
    }
  }
  return problems;
}

/** The type problems, when both sides recorded types (a build or a shell from before them: none). */
export function typeReasons(types: UsedAndProvided | undefined): string[] {
  return types?.used && types.provided ? describeTypeProblems(checkTypes(types.used, types.provided)) : [];
}

export interface UsedAndProvided {
  used: TypedExports | null;
  provided: TypedExports | null;
}

/** One line per problem, naming the export and both types. */
export function describeTypeProblems(problems: readonly TypeProblem[]): string[] {
  return problems.map((p) =>
    p.kind === 'typeRemoved'
      ? `it uses ${p.package}'s ${p.name} (built against ${p.used ?? 'an unrecorded type'}); the shell does not provide ${p.name}`
      : `it uses ${p.package}'s ${p.name} as ${p.used}; the shell provides ${p.name} as ${p.provided}`,
  );
}
