export interface ImportSettings {
  /** Sent as `isSingleTableImport` when true. */
  isSingleTableImport?: boolean;
  /** The master record's keys for a part's import, sent as `foreignKeys` (an object as JSON). */
  foreignKeys?: string | Record<string, unknown>;
  /** Online (configuration-driven) mode: `validateStatus` (0/1) is sent. */
  online?: boolean;
  validateStatus?: 0 | 1;
}

/** The multipart body of an import: `files[]`, and the optional fields as JeecgBoot sends them. */
export function importFormData(files: readonly File[], settings: ImportSettings): FormData {
  const form = new FormData();
  if (settings.isSingleTableImport) form.append('isSingleTableImport', 'true');
  const { foreignKeys } = settings;
  const keys = typeof foreignKeys === 'string' ? foreignKeys : foreignKeys ? JSON.stringify(foreignKeys) : '';
  if (keys) form.append('foreignKeys', keys);
  if (settings.online) form.append('validateStatus', String(settings.validateStatus ?? 0));
  for (const file of files) form.append('files[]', file);
  return form;
}
