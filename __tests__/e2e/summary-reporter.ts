// The last lines of a browser-test run: what did not run. A project left out on purpose (E2E_SKIP, or
// playwright's --project filter) is named with how it was left out, and any test that was skipped or
// did not run is counted and named, so a run that passes never hides that part of it did not run.
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';
import { ALL_PROJECTS, skippedByEnv } from './projects';

export default class SummaryReporter implements Reporter {
  private ran: string[] = [];
  private tests: TestCase[] = [];

  onBegin(_config: FullConfig, suite: Suite): void {
    this.ran = suite.suites.map((s) => s.project()?.name ?? s.title);
    this.tests = suite.allTests();
  }

  onEnd(): void {
    const lines: string[] = [];
    for (const name of ALL_PROJECTS) {
      if (this.ran.includes(name)) continue;
      lines.push(`  ${name}: ${skippedByEnv().includes(name) ? 'E2E_SKIP' : 'not selected (--project or a file filter)'}`);
    }
    const notRun = this.tests.filter((t) => t.outcome() === 'skipped');
    for (const t of notRun.slice(0, 20)) lines.push(`  test: ${t.titlePath().filter(Boolean).join(' › ')}`);
    if (notRun.length > 20) lines.push(`  … and ${notRun.length - 20} more tests`);
    if (lines.length) console.log(`\nLEFT OUT of this run (${notRun.length} tests skipped or not run):\n${lines.join('\n')}`);
    else console.log('\nEvery browser-test project ran; 0 tests skipped.');
  }
}
