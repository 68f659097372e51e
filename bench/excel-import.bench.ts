/*
 * Spreadsheet import (issue 7): a workbook of 50,000 orders in 20 columns, generated with
 * SheetJS, imported through the real server (`POST /farm/order/importExcel`, multipart, signed
 * in as admin) running in a process of its own: wall time of the request and the server's peak
 * memory. In the same run, three readers read the same file, each in a fresh process: the
 * server's own import reader, ExcelJS loading the workbook, ExcelJS's streaming reader.
 * Writes its section of BENCHMARKS.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { excelMessages } from '../server/messages';
import { startChild } from './excel-measure/child-process';
import { load, memory, mib, runAt, seconds } from './excel-measure/format';
import { signIn, type Client } from './excel-measure/http-client';
import { IMPORTED_FIELDS, orderWorkbook, type OrderReferences } from './excel-measure/order-workbook';
import type { PeakMemory } from './excel-measure/peak-memory';
import { READERS } from './excel-measure/child-protocol';
import { machine, writeSection } from './server-orders/report';

const ROWS = 50_000;
const WARM_UP_ROWS = 500;

async function references(client: Client): Promise<OrderReferences> {
  const records = async (resource: string) =>
    (
      (await (await client.get(`/farm/${resource}/list?pageSize=200`)).json()) as {
        result: { records: { id: string; name: string }[] };
      }
    ).result.records;
  return {
    driverIds: (await records('driver')).map((driver) => driver.id),
    cooperativeNames: (await records('cooperative')).map((cooperative) => cooperative.name),
  };
}

interface Measured {
  milliseconds: number;
  peak: PeakMemory;
  rows: number;
}

async function importThroughServer(dataDir: string, folder: string): Promise<Measured & { fileBytes: number }> {
  const server = startChild('./server-child.ts', [dataDir]);
  try {
    const { port } = await server.next('listening');
    const client = await signIn(port);
    const known = await references(client);
    const warmUp = orderWorkbook(WARM_UP_ROWS, known, 'XW', 5);
    const file = orderWorkbook(ROWS, known, 'XL');
    writeFileSync(path.join(folder, 'warm-up.xlsx'), warmUp);
    writeFileSync(path.join(folder, 'orders.xlsx'), file);
    const before = await client.total('/farm/order/list?pageSize=1');
    await client.postFile('/farm/order/importExcel', 'warm-up.xlsx', warmUp);

    server.send({ kind: 'watch' });
    await server.next('watching');
    const started = performance.now();
    const answer = (await (await client.postFile('/farm/order/importExcel', 'orders.xlsx', file)).json()) as {
      code: number;
      message: string;
    };
    const milliseconds = performance.now() - started;
    server.send({ kind: 'peak' });
    const { peak } = await server.next('peak');

    const imported = (await client.total('/farm/order/list?pageSize=1')) - before - WARM_UP_ROWS;
    if (answer.code !== 200 || answer.message !== excelMessages.importedAll(ROWS) || imported !== ROWS) {
      throw new Error(`the import did not take every row: ${answer.code} ${answer.message}, ${imported} new orders`);
    }
    return { milliseconds, peak, rows: imported, fileBytes: file.length };
  } finally {
    server.send({ kind: 'close' });
    await server.exited;
  }
}

async function readWith(reader: string, folder: string): Promise<Measured> {
  const child = startChild('./reader-child.ts', [
    reader,
    path.join(folder, 'orders.xlsx'),
    path.join(folder, 'warm-up.xlsx'),
  ]);
  const read = await child.next('read');
  await child.exited;
  if (read.rows !== ROWS || read.columns !== IMPORTED_FIELDS.length)
    throw new Error(`${reader} read ${read.rows} rows of ${read.columns} columns`);
  return read;
}

const READER_NAMES: Record<string, string> = {
  ours: "the server's import reader (zip guard + SheetJS, dense, values only)",
  exceljs: 'ExcelJS 4, `workbook.xlsx.load` (whole workbook)',
  'exceljs-stream': 'ExcelJS 4, `stream.xlsx.WorkbookReader` (streaming)',
};

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'farm-bench-excel-'));
  const dataDir = path.join(folder, 'data');
  const loadAtStart = load();
  try {
    const server = await importThroughServer(dataDir, folder);
    process.stdout.write(`import: ${seconds(server.milliseconds)}, peak ${memory(server.peak)}\n`);
    const readers: string[] = [];
    for (const reader of READERS) {
      const read = await readWith(reader, folder);
      const row = `| ${READER_NAMES[reader]} | ${seconds(read.milliseconds)} | ${memory(read.peak)} | ${mib(read.peak.rssAtStartBytes)} |`;
      process.stdout.write(`${row}\n`);
      readers.push(row);
    }
    writeSection(
      'excel-import',
      `
## Excel import: 50,000 orders of 20 columns

\`bench/excel-import.bench.ts\`, run ${runAt()} UTC on ${machine()};
load average ${loadAtStart} when it started (other work shared the machine).

A workbook of ${ROWS.toLocaleString('en')} orders under the ${IMPORTED_FIELDS.length} column titles an export writes
(${mib(server.fileBytes)}, written by SheetJS with shared strings and Node's deflate), dictionary columns as texts
and the cooperative as its name, imported by \`POST /farm/order/importExcel\` into a database
holding the demo data, the server in a process of its own after a warm-up import of ${WARM_UP_ROWS} rows.
Every row is read, checked (kinds, patterns, dictionaries, references, unique order numbers)
and written in one transaction; the bench checks that ${ROWS.toLocaleString('en')} new orders are there.

| figure | value |
|---|---|
| **import, wall time of the request** | **${seconds(server.milliseconds)}** |
| **server peak memory, RSS / JavaScript heap** | **${memory(server.peak)}** |
| server RSS before the request | ${mib(server.peak.rssAtStartBytes)} |

Reading the same file into rows of cell values, each reader in a fresh process (after reading
the ${WARM_UP_ROWS}-row file once), one run each:

| reader | time | peak RSS / heap | RSS before |
|---|---|---|---|
${readers.join('\n')}

Peak RSS is the kernel's high-water mark (VmHWM, reset when the measured work starts); the peak
heap is the largest JavaScript heap in use seen before any garbage collection and at the end
(v8.GCProfiler). The import reads the whole sheet before it writes anything, so a file that
fails as a whole changes nothing; its reader parses dense sheets without formatted texts, number
formats or styles (\`server/modules/online/excel/read-workbook.ts\`).
`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
