import { buildServer } from './app';
import { readSettings } from './config/settings';
import { DataDirectoryError } from './db';

const settings = readSettings();
try {
  const app = await buildServer({ settings, logger: true });
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  // An unusable data directory is the operator's to fix: one line naming it, no stack trace.
  if (!(error instanceof DataDirectoryError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
