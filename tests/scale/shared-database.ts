import pg from 'pg';

/** Reads the database both instances share, straight from PostgreSQL (never through an instance). */
export async function queryDatabase<Row extends object>(
  databaseUrl: string,
  sql: string,
  parameters: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows as Row[];
  } finally {
    await client.end();
  }
}
