import { main } from '../cli/main';

export interface CliRun {
  code: number;
  /** What it printed, joined by new lines, as a terminal shows it. */
  out: string;
  err: string;
  /** The same, one entry per printed line. */
  outLines: string[];
  errLines: string[];
}

/** Runs the teams' CLI in this process as `npm run <command> -- …` does, with what it printed. */
export async function runCli(args: string[]): Promise<CliRun> {
  const outLines: string[] = [];
  const errLines: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void outLines.push(line));
  const error = jest.spyOn(console, 'error').mockImplementation((line: string) => void errLines.push(String(line)));
  try {
    const code = await main(args);
    return { code, out: outLines.join('\n'), err: errLines.join('\n'), outLines, errLines };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
