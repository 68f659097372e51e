import type { ReportConfig, ReportRow } from '../../../elements/pickers';

type DictOptions = NonNullable<ReportConfig['dictOptions']>[string];

/**
 * A cell's shown text: the server's `<field>_dictText` when the row has it, else each of the
 * value's comma-separated dictionary values as its text from the report's dictOptions, else the
 * value itself.
 */
export function reportCellText(row: ReportRow, field: string, options: DictOptions | undefined): string {
  const named = row[`${field}_dictText`];
  if (typeof named === 'string' && named) return named;
  const value = row[field];
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (!options?.length) return text;
  return text
    .split(',')
    .map((part) => options.find((item) => item.value === part.trim())?.text ?? part)
    .join(',');
}
