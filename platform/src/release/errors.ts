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
