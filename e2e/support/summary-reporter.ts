import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Playwright colours its messages for a terminal; the summary is read in a CI log.
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const stripColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

interface Retried {
  title: string;
  file: string;
  error: string;
}

/**
 * Ends the run with the plain "N passed, N failed" line CI reads, last. Before it, every test that
 * needed a retry, with why its first attempt failed: a pass on retry is not silence.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly retried: Retried[] = [];
  private readonly seconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + result.duration / 1000);
    if (result.retry === 0 && test.retries > 0 && !['passed', 'skipped'].includes(result.status)) {
      const message = result.error?.message ?? result.errors[0]?.message ?? result.status;
      this.retried.push({
        title: test.titlePath().slice(3).filter(Boolean).join(' › '),
        file,
        error: (
          stripColours(message)
            .split('\n')
            .find((line) => line.trim()) ?? ''
        ).trim(),
      });
    }
    if (result.status === 'skipped') this.skipped += 1;
    else if (test.outcome() === 'flaky' || result.status === 'passed') {
      if (result.status === 'passed') this.passed += 1;
    } else if (result.retry === test.retries) this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    // Where the suite's time goes, so a CI log says which file to make cheaper first.
    const slowest = [...this.seconds].sort((a, b) => b[1] - a[1]).slice(0, 8);
    if (slowest.length > 1)
      console.log(
        `e2e: slowest files: ${slowest.map(([file, s]) => `${path.basename(file)} ${Math.round(s)} s`).join(', ')}`,
      );
    if (this.retried.length > 0) {
      console.log(`e2e: ${this.retried.length} test(s) needed a retry:`);
      for (const r of this.retried) console.log(`  ${r.title} (${r.file}): ${r.error}`);
    }
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed${this.skipped ? `, ${this.skipped} skipped` : ''}`);
  }
}
