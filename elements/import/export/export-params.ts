/** The list's query for an export: empty values dropped, `selections` as comma-joined ids. */
export function exportParams(
  query: Record<string, unknown>,
  selections: readonly (string | number)[] = [],
): Record<string, unknown> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  if (selections.length) params.selections = selections.join(',');
  return params;
}

/** The saved file's name: the title given, with the .xlsx the server writes. */
export function exportFileName(title: string): string {
  return /\.xlsx?$/i.test(title) ? title : `${title}.xlsx`;
}
