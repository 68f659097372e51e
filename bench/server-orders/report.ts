import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const FILE = 'BENCHMARKS.md';

/** The machine a run measured, for the report. */
export function machine(): string {
  const cpus = os.cpus();
  const memory = Math.round(os.totalmem() / 1024 ** 3);
  return `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${memory} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

/** The one-minute load average, for the report. */
export function loadAverage(): number {
  return os.loadavg()[0] ?? Number.NaN;
}

/** Replaces (or appends) one benchmark's section of BENCHMARKS.md, between its markers. */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(FILE)
    ? readFileSync(FILE, 'utf8')
    : '# Benchmarks\n\nRun with `npm run bench` (never part of `npm test`). Each section is rewritten by its benchmark.\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
}
