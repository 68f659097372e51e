import '../../core/i18n/catalogues/pickers';
import type { MessageKey } from '../../core/i18n';
import { PICKED_SEPARATOR, splitPicked } from '../shared/picked-value';

export type ReportRow = Record<string, unknown>;

/**
 * Popup field requires code, origin fields and target fields, else 'popup参数未正确配置!';
 * counts must match, else 'popup参数未正确配置,原始值和目标值数量不一致!' (spec 5.4).
 */
export function popupConfigProblem(
  code: string | undefined,
  originFields: string | undefined,
  targetFields: string | undefined,
): MessageKey | null {
  if (!code || !originFields || !targetFields) return 'pickers.report.badConfig';
  if (splitPicked(originFields).length !== splitPicked(targetFields).length) return 'pickers.report.countMismatch';
  return null;
}

/** Each target field receives its origin field's values of the chosen rows, comma-joined. */
export function mapToTargets(
  rows: readonly ReportRow[],
  originFields: string,
  targetFields: string,
): Record<string, string> {
  const origins = splitPicked(originFields);
  const targets = splitPicked(targetFields);
  return Object.fromEntries(
    targets.map((target, index) => [
      target,
      rows.map((row) => String(row[origins[index] ?? ''] ?? '')).join(PICKED_SEPARATOR),
    ]),
  );
}

/**
 * Report rows have no id: a row's key is its content, numbered when the same content appears
 * again on the page, so keys never collide and a row keeps its key from page to page.
 */
export function reportRowKeys(rows: readonly ReportRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const content = JSON.stringify(row);
    const count = seen.get(content) ?? 0;
    seen.set(content, count + 1);
    return `${content}#${count}`;
  });
}

/** The sorter string `column=asc|desc` as getData's `column` and `order`; anything else is no sort. */
export function sorterParams(sorter: string | undefined): { column?: string; order?: 'asc' | 'desc' } {
  const [column, order] = (sorter ?? '').split('=').map((part) => part.trim());
  return column && (order === 'asc' || order === 'desc') ? { column, order } : {};
}

/** Dynamic report parameters travel as `self_<name>`. */
export function selfParams(params: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [`self_${name}`, value]));
}
