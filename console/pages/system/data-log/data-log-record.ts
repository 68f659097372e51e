/** A data log entry as `/sys/dataLog/list` answers it (JeecgBoot's SysDataLog). */
export interface DataLogRecord {
  id: string;
  dataTable: string;
  dataId: string;
  /** A string, as JeecgBoot's entity has it. */
  dataVersion: string;
  /** The JSON of the row as it stood after the write. */
  dataContent: string;
  createBy: string | null;
  createName: string | null;
  createTime: string;
}

export const DATA_LOG_URLS = {
  list: '/sys/dataLog/list',
  compare: '/sys/dataLog/queryCompareList',
  versions: '/sys/dataLog/queryDataVerList',
} as const;

/** One field of a row side by side in two versions. */
export interface FieldComparison {
  field: string;
  first: string;
  second: string;
  changed: boolean;
}

/** Why two ticked entries cannot be compared: JeecgBoot's two warnings. */
export type CompareRefusal = 'pickTwo' | 'sameRow';

/** Two entries of one row (same table and id) can be compared; anything else is refused. */
export function compareRefusal(picked: readonly DataLogRecord[]): CompareRefusal | null {
  const [a, b] = picked;
  if (picked.length !== 2 || !a || !b) return 'pickTwo';
  return a.dataTable === b.dataTable && a.dataId === b.dataId ? null : 'sameRow';
}

function contentOf(entry: DataLogRecord): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(entry.dataContent);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A content that is not a JSON object (a comment entry of JeecgBoot's) has no fields to compare.
    return {};
  }
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The fields of two versions side by side, in the first version's order and then the fields only
 * the second has (JeecgBoot's compare dialog shows the shared ones; a field added later shows too).
 */
export function compareVersions(first: DataLogRecord, second: DataLogRecord): FieldComparison[] {
  const a = contentOf(first);
  const b = contentOf(second);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => {
    const [left, right] = [shown(a[field]), shown(b[field])];
    return { field, first: left, second: right, changed: left !== right };
  });
}
