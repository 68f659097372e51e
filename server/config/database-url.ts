/** Why `FARM_DATABASE_URL` cannot be used; the start stops with this one line. */
export class DatabaseUrlError extends Error {
  constructor(reason: string) {
    super(`FARM_DATABASE_URL: ${reason}`);
    this.name = 'DatabaseUrlError';
  }
}

/**
 * `FARM_DATABASE_URL`: empty or unset keeps the embedded SQLite database; otherwise it must name a
 * PostgreSQL database. Anything else stops the start rather than quietly serving from a file the
 * other instances never see.
 */
export function databaseUrlFrom(text: string | undefined): string | undefined {
  const url = text?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\/\S+$/i.test(url))
    throw new DatabaseUrlError('expected a PostgreSQL address, postgres://user:password@host:5432/database');
  return url;
}
