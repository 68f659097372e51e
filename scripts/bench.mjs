// `npm run bench`: runs every bench/*.bench.* file in turn (TypeScript through tsx), on demand
// only: benchmarks never run in `npm test`. Each one reports its figures and writes its section
// of BENCHMARKS.md.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const folder = 'bench';
const files = readdirSync(folder)
  .filter((name) => /\.bench\.(ts|mts|js|mjs)$/.test(name))
  .sort();

let failed = 0;
for (const name of files) {
  const file = path.join(folder, name);
  process.stdout.write(`\n── ${file} ──\n`);
  const typescript = /\.m?ts$/.test(name);
  const result = spawnSync(typescript ? 'npx' : 'node', typescript ? ['tsx', file] : [file], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (!files.length) process.stdout.write('No benchmarks in bench/.\n');
process.exit(failed ? 1 : 0);
