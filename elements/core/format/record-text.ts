/**
 * A record field's shown text: `<field>_dictText` beside a dictionary-coded field wins
 * (api-contract "Records may carry `<field>_dictText`"), then the value itself; an object is
 * shown as its JSON, nothing as ''. Lists and the 详细信息 modal read records alike.
 */
export function recordText(record: unknown, key: string): string {
  if (!record || typeof record !== 'object') return '';
  const fields = record as Record<string, unknown>;
  const value = fields[`${key}_dictText`] ?? fields[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
