/*
 * Spreadsheet export (issue 7): 100,000 orders exported by the real server
 * (`GET /farm/order/exportXls`, signed in as admin) running in a process of its own: wall time
 * of the request until the whole file has arrived, and the server's peak memory. Writes its
 * section of BENCHMARKS.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app';
import { XLSX } from '../server/modules/online/excel/sheetjs';
import { startChild } from './excel-measure/child-process';
import { PASSWORD } from './excel-measure/child-protocol';
import { load, memory, mib, runAt, seconds } from './excel-measure/format';
import { signIn } from './excel-measure/http-client';
import { fillOrders } from './server-orders/fill-orders';
import { machine, writeSection } from './server-orders/report';

const ROWS = 100_000;
/** A small export first, so the measured one does not pay for loading and compiling code. */
const WARM_UP_QUERY = 'province=黑龙江省&status=1';

/** The data rows of an exported workbook (the header row left out). */
function rowsIn(workbook: Buffer): number {
  const book = XLSX.read(workbook, { type: 'buffer', dense: true, cellText: false });
  const range = XLSX.utils.decode_range(book.Sheets[book.SheetNames[0] ?? '']?.['!ref'] ?? 'A1');
  return range.e.r - range.s.r;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farm-bench-export-'));
  const loadAtStart = load();
  try {
    const now = Date.now();
    const seeded = await buildServer({
      settings: { dataDir, captcha: false, adminPassword: PASSWORD },
      clock: () => now,
    });
    await seeded.close();
    fillOrders(dataDir, ROWS, now);

    const server = startChild('./server-child.ts', [dataDir]);
    try {
      const { port } = await server.next('listening');
      const client = await signIn(port);
      const total = await client.total('/farm/order/list?pageSize=1');
      if (total !== ROWS) throw new Error(`${total} orders, not ${ROWS}`);
      await (await client.get(`/farm/order/exportXls?${encodeURI(WARM_UP_QUERY)}`)).arrayBuffer();

      server.send({ kind: 'watch' });
      await server.next('watching');
      const started = performance.now();
      const response = await client.get('/farm/order/exportXls');
      const workbook = Buffer.from(await response.arrayBuffer());
      const milliseconds = performance.now() - started;
      server.send({ kind: 'peak' });
      const { peak } = await server.next('peak');

      const exported = rowsIn(workbook);
      if (exported !== ROWS) throw new Error(`the export holds ${exported} rows, not ${ROWS}`);
      process.stdout.write(`export: ${seconds(milliseconds)}, ${mib(workbook.length)}, peak ${memory(peak)}\n`);
      writeSection(
        'excel-export',
        `
## Excel export: 100,000 orders

\`bench/excel-export.bench.ts\`, run ${runAt()} UTC on ${machine()};
load average ${loadAtStart} when it started (other work shared the machine).

\`GET /farm/order/exportXls\` (no filter) over ${ROWS.toLocaleString('en')} orders generated like the demo seed,
the server in a process of its own after a warm-up export of a few hundred rows. The
workbook has every declared field under its title, dictionary codes and references written as
their texts, every text cell neutralised against formula injection; the bench reads it back
and checks that it holds ${ROWS.toLocaleString('en')} rows. One run.

| figure | value |
|---|---|
| **export, wall time until the whole file arrived** | **${seconds(milliseconds)}** |
| **server peak memory, RSS / JavaScript heap** | **${memory(peak)}** |
| server RSS before the request | ${mib(peak.rssAtStartBytes)} |
| file size | ${mib(workbook.length)} |

Peak RSS is the kernel's high-water mark (VmHWM, reset when the request is sent); the peak heap
is the largest JavaScript heap in use seen before any garbage collection and at the end
(v8.GCProfiler). The export holds the query's rows, their cells and the packed file in memory
at once, which is what its limit of ${ROWS.toLocaleString('en')} rows bounds
(\`server/modules/online/excel/limits.ts\`).
`,
      );
    } finally {
      server.send({ kind: 'close' });
      await server.exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
