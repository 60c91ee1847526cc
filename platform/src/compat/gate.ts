import { satisfy } from '@module-federation/runtime-core';
import { parseRemoteManifest, ROUTES_EXPOSE } from './remote-manifest';
import type { ShellContract } from './shell-contract';

export type GateProblem =
  | { kind: 'notAManifest' }
  | { kind: 'wrongName'; expected: string; actual: string }
  | { kind: 'noRoutes' }
  | { kind: 'shared'; package: string; required: string; provided: string | null };

export interface GateVerdict {
  ok: boolean;
  problems: GateProblem[];
}

/**
 * Would this remote run in this shell? The same judgement at deploy, at canary and in the shell
 * before any of the remote's code runs: it is a federation manifest of the expected remote, it
 * exposes `./routes`, and the shell provides every shared package it requires in a version its
 * range accepts (semver, as the federation runtime itself judges). A singleton the shell does not
 * provide at all would load as a second copy, so it is refused too.
 */
export function checkRemote(manifestJson: unknown, contract: ShellContract, expectedName?: string): GateVerdict {
  const manifest = parseRemoteManifest(manifestJson);
  if (!manifest) return { ok: false, problems: [{ kind: 'notAManifest' }] };
  const problems: GateProblem[] = [];
  if (expectedName && manifest.name !== expectedName) {
    problems.push({ kind: 'wrongName', expected: expectedName, actual: manifest.name });
  }
  if (!manifest.exposes.includes(ROUTES_EXPOSE)) problems.push({ kind: 'noRoutes' });
  for (const need of manifest.shared) {
    if (!need.requiredVersion) continue;
    const provided = contract.shared[need.name] ?? null;
    if (provided === null ? need.singleton : !satisfy(provided, need.requiredVersion)) {
      problems.push({ kind: 'shared', package: need.name, required: need.requiredVersion, provided });
    }
  }
  return { ok: problems.length === 0, problems };
}

/** One line per problem, naming the package, the range required and the version provided. */
export function describeProblems(problems: readonly GateProblem[]): string[] {
  return problems.map((p) => {
    switch (p.kind) {
      case 'notAManifest':
        return 'its mf-manifest.json is not a federation manifest';
      case 'wrongName':
        return `its manifest names remote ${p.actual}, not ${p.expected}`;
      case 'noRoutes':
        return `it does not expose ${ROUTES_EXPOSE}`;
      case 'shared':
        return p.provided === null
          ? `it requires ${p.package} ${p.required}; the shell does not provide ${p.package}`
          : `it requires ${p.package} ${p.required}; the shell provides ${p.package} ${p.provided}`;
    }
  });
}
