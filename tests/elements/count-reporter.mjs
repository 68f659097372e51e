// Writes the pass/fail counts of the element tests, and the names of the failing ones, for the
// closing lines of `npm test` (scripts/test-results.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function firstLine(error) {
  return String(error?.message ?? error ?? '').split('\n')[0];
}

function countTests(suite, titles, where, counts) {
  const here = suite.name ? [...titles, suite.name] : titles;
  for (const test of suite.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) {
      counts.passed += 1;
      continue;
    }
    counts.failed += 1;
    counts.failures.push(`${where} › ${[...here, test.name].join(' › ')}: ${firstLine(test.error)}`);
  }
  for (const child of suite.suites ?? []) countTests(child, here, where, counts);
}

export function countReporter(outputFile) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, failures: [] };
      for (const session of sessions) {
        const where = path.relative(process.cwd(), session.testFile);
        if (session.testResults) countTests(session.testResults, [], where, counts);
        else {
          counts.failed += 1;
          counts.failures.push(`${where} (the file did not run)`);
        }
        for (const error of session.errors ?? []) {
          counts.failed += 1;
          counts.failures.push(`${where}: ${firstLine(error)}`);
        }
      }
      mkdirSync('.test-results', { recursive: true });
      writeFileSync(outputFile, JSON.stringify(counts));
    },
  };
}
