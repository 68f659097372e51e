/*
 * The cron engine: time to compute the next 10 fire times of typical and pathological Quartz
 * expressions (elements/cron/engine), beside cron-parser on the expressions it can express once
 * translated (0-based weekdays, `*` for `?`, no year field). Each call starts from a different
 * moment; the figures are per call of 10 fire times. Targets (issue 4): median under 0.2 ms,
 * worst case under 20 ms. Each expression's first call in a fresh process is reported beside:
 * the cost of a page's first preview. Writes its section of BENCHMARKS.md.
 */
import { CronExpressionParser } from 'cron-parser';
import { spawnSync } from 'node:child_process';
import { nextRunTimes } from '../elements/cron/engine';
import { percentile, slowest } from './server-orders/load';
import { loadAverage, machine, writeSection } from './server-orders/report';

interface Case {
  quartz: string;
  /** The same schedule in cron-parser's syntax, or null when it cannot say it. */
  cronParser: string | null;
  why: string;
}

const cases: Case[] = [
  { quartz: '*/5 * * * * ?', cronParser: '*/5 * * * * *', why: 'every 5 seconds' },
  { quartz: '0 0 3 * * ?', cronParser: '0 0 3 * * *', why: 'daily (the upload clean-up)' },
  { quartz: '0 0 12 ? * MON-FRI', cronParser: '0 0 12 * * 1-5', why: 'working days at noon' },
  { quartz: '0 0/30 9-17 * * ?', cronParser: '0 */30 9-17 * * *', why: 'office hours, every half hour' },
  { quartz: '0 15 10 L * ?', cronParser: '0 15 10 L * *', why: 'last day of the month' },
  { quartz: '0 15 10 ? * 6L', cronParser: '0 15 10 * * 5L', why: 'last Friday of the month' },
  {
    quartz: '0 0 0 29 2 ? 2028-2096',
    cronParser: '0 0 0 29 2 *',
    why: '29 February only, in a year range (cron-parser without the years: the same 10 times)',
  },
  { quartz: '0 0 0 ? * 6#5', cronParser: '0 0 0 * * 5#5', why: 'a fifth Friday (4 or 5 months a year)' },
  { quartz: '0 15 10 L-3W * ?', cronParser: null, why: 'the working day nearest 3 days before month end' },
  { quartz: '0 0 0 LW * ?', cronParser: null, why: 'the last working day of the month' },
  { quartz: '59 59 23 31 12 ? 2099', cronParser: null, why: 'one run, 73 years ahead' },
  {
    quartz: '0 0 0 30 2 ?',
    cronParser: null,
    why: 'never runs (Quartz searches to its 100-year horizon; known here before any search)',
  },
];

const TIME_ZONE = 'Asia/Shanghai';
const WARM_UP = 50;
const CALLS = 500;
const BASE = Date.UTC(2026, 0, 1);
/** A different starting moment for every call: hours and seconds apart, over about four years. */
const fromOf = (index: number) => BASE + (index % 97) * 13 * 3_600_000 + index * 1_001;
const ms = (value: number) => `${value.toFixed(3)} ms`;

interface Timed {
  /** Wall time of each call, sorted. */
  wall: number[];
  /**
   * CPU time the process used during each call, sorted: on a loaded machine a call's wall time
   * also holds the time the process waited for a core, which this leaves out.
   */
  cpu: number[];
}

function timeCalls(run: (from: number) => unknown): Timed {
  for (let index = 0; index < WARM_UP; index += 1) run(fromOf(index));
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < CALLS; index += 1) {
    const from = fromOf(index);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    run(from);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

const engineRun = (expression: string) => (from: number) =>
  nextRunTimes(expression, { from, count: 10, timeZone: TIME_ZONE });
const parserRun = (expression: string) => (from: number) =>
  CronExpressionParser.parse(expression, { currentDate: new Date(from), tz: TIME_ZONE })
    .take(10)
    .map((date) => date.getTime());

/**
 * How many wall-clock readings (Intl.DateTimeFormat.formatToParts, a few microseconds each) one
 * call makes once warm: the engine remembers a zone's offsets across calls (by hour), so a call
 * reads only the hours it has not met before.
 */
function zoneReadings(expression: string): number {
  const original = Intl.DateTimeFormat.prototype.formatToParts;
  let readings = 0;
  Intl.DateTimeFormat.prototype.formatToParts = function counted(this: Intl.DateTimeFormat, date?: Date | number) {
    readings += 1;
    return original.call(this, date);
  };
  try {
    engineRun(expression)(fromOf(0));
  } finally {
    Intl.DateTimeFormat.prototype.formatToParts = original;
  }
  return readings;
}

/** Whether both give the same 10 times from a few starting moments: the comparison is fair only then. */
function sameTimes(item: Case): boolean {
  if (!item.cronParser) return false;
  return [0, 17, 333].every((index) => {
    const ours = engineRun(item.quartz)(fromOf(index)).map((date) => date.getTime());
    return JSON.stringify(ours) === JSON.stringify(parserRun(item.cronParser as string)(fromOf(index)));
  });
}

/** The first call of the expression in a fresh process (bench/cron-first-call.ts). */
function firstCall(expression: string): number {
  const child = spawnSync('npx', ['tsx', 'bench/cron-first-call.ts', expression, TIME_ZONE, String(fromOf(0))], {
    encoding: 'utf8',
  });
  const milliseconds = Number(child.stdout.trim().split('\n').pop());
  if (child.status !== 0 || !Number.isFinite(milliseconds)) throw new Error(`cron-first-call failed: ${child.stderr}`);
  return milliseconds;
}

const rows: string[] = [];
const everyEngineCall: number[] = [];
const everyEngineCpu: number[] = [];
const firstCalls: number[] = [];
for (const item of cases) {
  const first = firstCall(item.quartz);
  firstCalls.push(first);
  const timed = timeCalls(engineRun(item.quartz));
  const ours = timed.wall;
  everyEngineCall.push(...ours);
  everyEngineCpu.push(...timed.cpu);
  let theirs = '—';
  if (item.cronParser) {
    const same = sameTimes(item);
    const times = timeCalls(parserRun(item.cronParser)).wall;
    theirs = `${ms(percentile(times, 0.5))} / ${ms(slowest(times))}${same ? '' : ' (different times!)'}`;
  }
  const row = `| \`${item.quartz}\` | ${item.why} | ${ms(percentile(ours, 0.5))} / ${ms(slowest(ours))} | ${ms(slowest(timed.cpu))} | ${ms(first)} | ${zoneReadings(item.quartz)} | ${item.cronParser ? `\`${item.cronParser}\`` : 'cannot express'} | ${theirs} |`;
  rows.push(row);
  process.stdout.write(`${row}\n`);
}
everyEngineCall.sort((a, b) => a - b);
const median = percentile(everyEngineCall, 0.5);
const worst = slowest(everyEngineCall);
const worstCpu = Math.max(...everyEngineCpu);
const worstFirst = Math.max(...firstCalls);
process.stdout.write(
  `engine: median ${ms(median)}, worst ${ms(worst)} (CPU ${ms(worstCpu)}), worst first call ${ms(worstFirst)}\n`,
);

const run = new Date().toISOString().slice(0, 16).replace('T', ' ');
writeSection(
  'cron',
  `
## Cron engine: the next 10 fire times

\`bench/cron.bench.ts\`, run ${run} UTC on ${machine()};
load average ${loadAverage().toFixed(1)} when it started.

Each figure is one call computing the next 10 fire times in ${TIME_ZONE}, ${CALLS} calls per
expression (after ${WARM_UP} to warm up), each from a different moment over about four years.
cron-parser runs the same schedule translated to its syntax (weekdays 0-based, \`*\` for \`?\`, no
year field), only where it can express it, and its 10 times were checked to be the same as ours.

| figure | value | target |
|---|---|---|
| **median, all expressions** | **${ms(median)}** | under 0.2 ms: ${median < 0.2 ? 'met' : 'missed'} |
| **worst case, all expressions** | **${ms(worst)}** | under 20 ms: ${worst < 20 ? 'met' : 'missed'} |
| worst case, CPU time the process used in the call | ${ms(worstCpu)} | under 20 ms: ${worstCpu < 20 ? 'met' : 'missed'} |
| worst first call in a fresh process | ${ms(worstFirst)} | under 20 ms: ${worstFirst < 20 ? 'met' : 'missed'} |

| Quartz expression | schedule | engine median / worst | engine worst, CPU time | engine first call | zone readings per call | cron-parser | cron-parser median / worst |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

"Zone readings per call" counts the engine's calls of Intl.DateTimeFormat.formatToParts (a few
microseconds each) for one call of 10 fire times after the measured calls: the engine remembers a
zone's offsets across calls (by hour, \`elements/cron/engine/zone-clock.ts\`), so a warm call reads
none; the rarer the schedule (more candidate days searched, up to Quartz's horizon of 100 years
for one that never fires), the more a cold call reads. A schedule whose days of the month exist in
none of its months (30 February) is known never to run before any search.

"Engine first call" is the expression's first call in a fresh Node process (the engine's code not
yet compiled, the zone's rules not yet read by Intl): what a page pays for its first preview.
The worst case above is over the ${CALLS} measured calls per expression, after the warm-up; its
CPU-time figure is the time the process was running during the call (a call's wall time also
holds the time it waited for a core while other work loaded the machine).
`,
);
