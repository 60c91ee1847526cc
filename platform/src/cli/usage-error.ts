/** An argument the CLI does not understand: one line, exit code 2, nothing done. */
export class UsageError extends Error {
  override name = 'UsageError';
}
