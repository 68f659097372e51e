/*
 * One cold call of the cron engine, for bench/cron.bench.ts: run in a fresh process, it times
 * the first call computing 10 fire times of the expression given as argument (nothing compiled
 * yet, the zone's data not yet read) and prints the milliseconds.
 */
import { nextRunTimes } from '../elements/cron/engine';

const [expression, timeZone, from] = process.argv.slice(2);
if (expression === undefined) throw new Error('usage: cron-first-call.ts <expression> [time zone] [from]');
const started = performance.now();
nextRunTimes(expression, { from: Number(from), count: 10, timeZone });
process.stdout.write(`${performance.now() - started}\n`);
