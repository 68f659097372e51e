import { buildServer } from './app';
import { DatabaseUrlError } from './config/database-url';
import { readSettings, type ServerSettings } from './config/settings';
import { DatabaseStartError, DataDirectoryError } from './db';
import { SharedStateStartError } from './shared-state';

/** A FARM_DATABASE_URL that names no PostgreSQL database stops the start with its one line. */
function settingsOrExit(): ServerSettings {
  try {
    return readSettings();
  } catch (error) {
    if (!(error instanceof DatabaseUrlError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const settings = settingsOrExit();
try {
  const app = await buildServer({ settings, logger: true });
  await app.listen({ port: settings.port, host: settings.host });
} catch (error) {
  // An unusable data directory, an unreachable PostgreSQL or Redis is the operator's to fix: one line naming it, no stack trace.
  const operators = error instanceof DataDirectoryError || error instanceof DatabaseStartError;
  if (!(operators || error instanceof SharedStateStartError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
