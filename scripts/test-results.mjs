// Reads what each test stage of `npm test` wrote and names its failing tests, so the closing lines
// of a run (often all a CI log keeps) say which tests failed and not only how many.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function relative(file) {
  return file ? path.relative(process.cwd(), file) : '(no file)';
}

/** Vitest's JSON report: files with their assertion results. */
function fromVitest(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${relative(file.name)} › ${test.fullName}`);
    if (failedTests.length === 0 && file.status === 'failed') failures.push(`${relative(file.name)} (the file itself)`);
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

function playwrightFailures(suite, titles, rootDir, failures) {
  const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    const where = `${relative(path.join(rootDir, spec.file))}:${spec.line}`;
    if (!spec.ok) failures.push(`${where} › ${[...here, spec.title].join(' › ')}`);
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here, rootDir, failures);
}

/** Playwright's JSON report: nested suites of specs; errors outside any test count as failures too. */
function fromPlaywright(report) {
  const failures = [];
  for (const suite of report.suites ?? []) playwrightFailures(suite, [], report.config.rootDir, failures);
  for (const error of report.errors ?? []) failures.push(`(outside any test) ${String(error.message).split('\n')[0]}`);
  return { passed: report.stats.expected, failed: report.stats.unexpected, failures };
}

const READERS = { vitest: fromVitest, playwright: fromPlaywright, elements: (report) => report };

/** Counts and failing tests of one stage; a stage that wrote nothing counts as nothing. */
export function readStageResults(file, format) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 0, failures: [] };
  const results = READERS[format](report);
  return { passed: results.passed ?? 0, failed: results.failed ?? 0, failures: results.failures ?? [] };
}
