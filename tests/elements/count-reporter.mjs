// Writes the pass/fail counts of the element tests for the closing line of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';

function countTests(suite, counts) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites ?? []) countTests(child, counts);
}

export function countReporter(outputFile) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0 };
      for (const session of sessions) {
        if (session.testResults) countTests(session.testResults, counts);
        else counts.failed += 1;
        if (session.errors?.length) counts.failed += session.errors.length;
      }
      mkdirSync('.test-results', { recursive: true });
      writeFileSync(outputFile, JSON.stringify(counts));
    },
  };
}
