import { describeCommit, type BuildCommit } from '../registry/build-commit';

/** A command refused for a reason a team can act on; the CLI prints the message, no stack. */
export class RefusedError extends Error {
  override name = 'RefusedError';
}

export class GateRefusedError extends RefusedError {
  override name = 'GateRefusedError';
  constructor(
    readonly subject: string,
    readonly reasons: string[],
    hint = 'Rebuild it against the shared versions the live shell provides (npm run check:remote), or deploy a shell that provides them first.',
  ) {
    super(`${subject} is refused by the compatibility gate:\n  - ${reasons.join('\n  - ')}\n${hint}`);
  }
}

/** A build committed before the live one: refused (exit code 2) so a late pipeline cannot undo a newer deploy. */
export class OlderBuildError extends RefusedError {
  override name = 'OlderBuildError';
  constructor(subject: string, candidate: BuildCommit, live: { version: string; commit: BuildCommit }) {
    super(
      `${subject} was built from ${describeCommit(candidate)}, older than live ${live.version} built from ${describeCommit(live.commit)}${FORCE_HINT}`,
    );
  }
}

const FORCE_HINT = '; --force deploys it anyway';

/** What a forced deploy went past, as its warning says it. */
export function forcedPast(refusal: OlderBuildError): string {
  return refusal.message.slice(0, -FORCE_HINT.length);
}
