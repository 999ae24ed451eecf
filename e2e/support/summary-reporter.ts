/**
 * Prints one closing line in the shape of Vitest's summary, "      Tests  N failed | N passed (N)",
 * after Playwright's own summary, so `.ci/run` (count_tests) adds the browser tests to the closing
 * line of the CI run the same way as the Vitest suites. Flaky (passed on a retry) counts as
 * passed; retries are off anyway.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, 'passed' | 'failed' | 'skipped'>();

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, _result: TestResult): void {
    const outcome = test.outcome();
    this.outcomes.set(
      test.id,
      outcome === 'skipped' ? 'skipped' : outcome === 'expected' || outcome === 'flaky' ? 'passed' : 'failed',
    );
  }

  onEnd(_result: FullResult): void {
    const count = (kind: string) => [...this.outcomes.values()].filter((o) => o === kind).length;
    const parts = [
      count('failed') ? `${count('failed')} failed` : '',
      `${count('passed')} passed`,
      count('skipped') ? `${count('skipped')} skipped` : '',
    ].filter(Boolean);
    console.log(`\n      Tests  ${parts.join(' | ')} (${this.outcomes.size})`);
  }
}
