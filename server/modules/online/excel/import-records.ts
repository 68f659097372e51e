import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db';
import { ApiError, ok, okMessage, type Envelope } from '../../../http';
import { dataRuleMessages, excelMessages as say } from '../../../messages';
import { logRowVersions } from '../data-log/write-data-log';
import { checkCodedValues } from '../records/coded-values';
import type { StoredValue } from '../records/field-value';
import type { RecordValues } from '../records/read-input';
import { idsInScope, insertRecords, type Audit } from '../records/store';
import { anyTables, inChunks } from '../records/tables';
import { behaviourOf } from '../records/write-record';
import type { ResourceSpec } from '../../../resources';
import type { RecordScope } from '../scope/record-scope';
import { writeErrorWorkbook, type FailedRow } from './error-workbook';
import { importColumns } from './import-columns';
import { rowValues } from './import-cells';
import { readFirstSheet } from './read-workbook';
import { WorkbookRefusal } from './zip-guard';

/** JeecgBoot's code for an import that succeeded with errors. */
export const IMPORTED_WITH_ERRORS = 201;

export interface ImportFile {
  fileName: string;
  data: Buffer;
}

export interface ImportRequest {
  db: Kysely<Database>;
  /** Where uploaded files live: the error workbook is written there. */
  uploadDir: string;
  resource: ResourceSpec;
  files: readonly ImportFile[];
  /** Values every row gets (`foreignKeys`: the master record of a part). */
  fixed: ReadonlyMap<string, StoredValue>;
  /** Rows go to the writer's tenant (`audit`); any of them the caller's data rules would exclude is refused. */
  audit: Audit;
  scope: RecordScope;
}

interface ReadRow extends FailedRow {
  values: RecordValues;
  reasons: string[];
}

/** Every row of every file, read and checked by the field rules; a file that fails as a whole throws. */
function readRows(
  resource: ResourceSpec,
  files: readonly ImportFile[],
  fixed: ReadonlyMap<string, StoredValue>,
): ReadRow[] {
  return files.flatMap((file) => {
    try {
      const sheet = readFirstSheet(file.data);
      const columns = importColumns(resource, sheet.headers);
      return sheet.rows.map(({ rowNumber, cells }) => {
        const { values, errors } = rowValues(resource.fields, columns, cells, fixed);
        return { fileName: file.fileName, rowNumber, headers: sheet.headers, cells, values, reasons: errors };
      });
    } catch (error) {
      if (error instanceof WorkbookRefusal) throw new ApiError(say.importFailed(`${file.fileName}：${error.message}`));
      throw error;
    }
  });
}

/**
 * Inserts the valid rows; under data rules, the rows the caller could not see afterwards (another
 * department's, say) are taken out again and fail with the reason, the rest stay.
 */
async function insertWithinRules(
  trx: Transaction<Database>,
  request: ImportRequest,
  rows: readonly ReadRow[],
): Promise<string[]> {
  const { resource, audit, scope } = request;
  const ids = await insertRecords(
    trx,
    resource,
    rows.map((row) => row.values),
    audit,
  );
  if (!scope.rules.length) return ids;
  const seen = await idsInScope(trx, resource, ids, scope);
  const outside = ids.filter((id) => !seen.has(id));
  for (const chunk of inChunks(outside))
    await anyTables(trx).deleteFrom(resource.code).where('id', 'in', chunk).execute();
  ids.forEach((id, index) => {
    if (!seen.has(id)) rows[index]?.reasons.push(dataRuleMessages.outsideRules);
  });
  return ids.filter((id) => seen.has(id));
}

/**
 * Imports spreadsheets into a resource. All files are read before anything is written, so a
 * file that fails as a whole (not a workbook, encrypted, a zip bomb, too many rows, a forbidden
 * header) changes nothing. Rows are checked like a form's (kinds, patterns, dictionaries,
 * references, uniqueness); the valid ones are written in one transaction. When some fail, the
 * answer is code 201 with the counts and a workbook naming each failed row and its reasons.
 */
export async function importRecords(request: ImportRequest): Promise<Envelope<unknown>> {
  const { db, resource, audit } = request;
  const rows = readRows(resource, request.files, request.fixed);
  // The behaviour (numbers, defaults) completes rows that passed the field rules; every row
  // is checked against the dictionaries and references, so its error line names all reasons.
  const candidates = rows.filter((row) => !row.reasons.length);
  const behaviour = behaviourOf(resource);
  const context = { db, now: audit.now, source: 'import', tenantId: audit.tenantId } as const;
  const flowErrors =
    (await behaviour.beforeAdd?.(
      candidates.map((row) => row.values),
      context,
    )) ?? [];
  for (const [index, row] of candidates.entries()) row.reasons.push(...(flowErrors[index] ?? []));
  const codedErrors = await checkCodedValues(
    db,
    resource,
    rows.map((row) => row.values),
    { acceptTexts: true, tenantId: audit.tenantId },
  );
  for (const [index, row] of rows.entries()) row.reasons.push(...(codedErrors[index] ?? []));
  const valid = rows.filter((row) => !row.reasons.length);
  if (valid.length) {
    await db.transaction().execute(async (trx) => {
      const added = await insertWithinRules(trx, request, valid);
      await behaviour.afterWrite?.({ ...context, db: trx });
      // An imported row is added like a form's: its first version goes to the data log.
      await logRowVersions(trx, request.resource, added, audit);
    });
  }
  const written = valid.filter((row) => !row.reasons.length);
  const failed = rows.filter((row) => row.reasons.length);
  if (!failed.length) return okMessage(say.importedAll(written.length));
  const file = await writeErrorWorkbook(request.uploadDir, resource.code, failed, audit.now);
  const result = {
    totalCount: rows.length,
    errorCount: failed.length,
    successCount: written.length,
    msg: say.importSummary(rows.length, written.length, failed.length),
    ...file,
  };
  return { ...ok(result, say.importedWithErrors), code: IMPORTED_WITH_ERRORS };
}
