import { isRecord, isString } from './guards';

/** The git commit a version was built from: what orders deploys (`committedAt`, git's committer time). */
export interface BuildCommit {
  sha: string;
  committedAt: string;
  /** The tree had uncommitted changes: built from `sha` plus edits. */
  dirty?: true;
}

export function parseBuildCommit(value: unknown): BuildCommit | undefined {
  if (!isRecord(value) || !isString(value.sha) || !isString(value.committedAt)) return undefined;
  if (Number.isNaN(Date.parse(value.committedAt))) return undefined;
  return { sha: value.sha, committedAt: value.committedAt, ...(value.dirty === true ? { dirty: true as const } : {}) };
}

export function describeCommit(commit: BuildCommit): string {
  return `${commit.sha.slice(0, 10)}${commit.dirty ? ' (dirty)' : ''} of ${commit.committedAt}`;
}

/** True when `candidate` was committed before `live`: deploying it would move renters back in time. */
export function isOlderBuild(candidate: BuildCommit | undefined, live: BuildCommit | undefined): boolean {
  if (!candidate || !live) return false;
  return Date.parse(candidate.committedAt) < Date.parse(live.committedAt);
}
