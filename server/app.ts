import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { GrantCache } from './access';
import { checkedCorsOrigins } from './config/cors-origins';
import { checkedFrameAncestors } from './config/frame-ancestors';
import { readSettings, type ServerSettings } from './config/settings';
import { uploadLocationOf } from './config/upload-dir';
import {
  DataDirectoryError,
  databaseStartError,
  migrateToLatest,
  openDatabase,
  seedDatabase,
  storageReason,
  type Terminal,
} from './db';
import {
  registerApiNotFound,
  registerCallerHook,
  registerCorsHook,
  registerDeclaredFields,
  registerErrorHandler,
  registerInputBoundaries,
  registerLocaleHook,
  registerSignatureHook,
  type DeclaredRoute,
} from './http';
import { registerModules } from './modules';
import { seeds } from './modules/seeds';
import { loggerWithoutSecrets } from './log-options';
import { JobScheduler, shareJobChanges } from './modules/quartz';
import {
  dictionaryCache,
  readDictionariesThrough,
  readReferenceLabelsThrough,
  referenceLabelCache,
} from './modules/dict';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticAssets } from './static-assets';
import { openSharedState, shareTableChanges } from './shared-state';

export interface BuildOptions {
  settings?: Partial<ServerSettings>;
  /** true for the default log; an options object (level, stream) to capture it, as tests do. */
  logger?: FastifyServerOptions['logger'];
  /** Milliseconds since the epoch; tests pass their own to move time (captcha expiry, rate limits). */
  clock?: () => number;
  /** Where a first start prints its one-time passwords (standard output when absent); tests capture it. */
  terminal?: Terminal;
}

/** Builds the whole server without listening: `main.ts` listens, tests use `inject`. */
export async function buildServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const settings: ServerSettings = { ...readSettings(), ...options.settings };
  // readSettings() has checked FARM_CORS_ORIGINS; a list given in code is checked before anything opens.
  checkedCorsOrigins(settings.corsOrigins, 'settings.corsOrigins');
  checkedFrameAncestors(settings.frameAncestors, 'settings.frameAncestors');
  const clock = options.clock ?? Date.now;
  const app = Fastify({
    // Request URLs are logged as they arrive: secrets some clients put in query strings are redacted first.
    logger: loggerWithoutSecrets(options.logger ?? false),
    bodyLimit: settings.bodyLimit,
    trustProxy: settings.trustProxy,
    // The validator drops nothing: a body's undeclared and server-owned fields are left out by
    // one explicit step before it (http/declared-fields.ts), so what still breaks a schema is
    // refused. Types are coerced the way JeecgBoot's JSON binding accepts "1" for 1, so clients
    // that send either keep working.
    ajv: { customOptions: { removeAdditional: false } },
  });

  // First, before the database is touched: a configured but unreachable Redis fails the start
  // (SharedStateStartError), since instances that do not share it would each go their own way.
  const sharedState = await openSharedState(settings.redisUrl, clock, app.log);
  const grants = new GrantCache();
  const dictionaries = dictionaryCache();
  const labels = referenceLabelCache();
  const db = openDatabase(settings.dataDir, settings.databaseUrl)
    .withPlugin(grants.writeWatch)
    .withPlugin(dictionaries.writeWatch)
    .withPlugin(labels.writeWatch);
  readDictionariesThrough(db, dictionaries);
  readReferenceLabelsThrough(db, labels);
  app.addHook('onClose', async () => db.destroy());
  try {
    await migrateToLatest(db);
    await seedDatabase(db, seeds, {
      now: clock(),
      adminPassword: settings.adminPassword,
      demoData: settings.demoData,
      demoPassword: settings.demoPassword,
      log: { info: (line) => app.log.info(line), warn: (line) => app.log.warn(line) },
      dataDir: settings.dataDir,
      terminal: options.terminal,
    });
  } catch (error) {
    await db.destroy();
    await sharedState.close();
    // A PostgreSQL that cannot be reached says so, before its socket's ENOENT reads as the data directory's.
    const unreachable = settings.databaseUrl ? databaseStartError(settings.databaseUrl, error) : undefined;
    if (unreachable) throw unreachable;
    const reason = storageReason(error);
    throw reason ? new DataDirectoryError(settings.dataDir, reason) : error;
  }
  app.addHook('onClose', () => sharedState.close());
  await shareTableChanges(grants, 'grants-changed', sharedState.broadcast, app.log);
  await shareTableChanges(dictionaries, 'dictionaries-changed', sharedState.broadcast, app.log);
  await shareTableChanges(labels, 'reference-labels-changed', sharedState.broadcast, app.log);

  app.decorate('db', db);
  app.decorate('sharedState', sharedState);
  app.decorate('settings', settings);
  app.decorate('clock', clock);
  app.decorate('grants', grants);
  // Schedules are rebuilt from sys_quartz_job once the routes are ready, and the timer is
  // cleared (runs under way awaited) before the database closes.
  const scheduler = new JobScheduler({
    db,
    clock,
    dataDir: settings.dataDir,
    uploadDir: uploadLocationOf(settings).root,
    log: app.log,
  });
  app.decorate('scheduler', scheduler);
  await shareJobChanges(scheduler, sharedState.broadcast, app.log);
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
  registerErrorHandler(app);
  // Before any route: every answer (API, files, not-found) gets them.
  registerSecurityHeaders(app, settings);

  const apiRoutes: DeclaredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  try {
    await app.register(
      async (api) => {
        // Before the other hooks, so that their refusals are answered in the request's language.
        registerLocaleHook(api);
        // First of the others, so that a preflight never meets the caller hook and refusals carry the headers.
        registerCorsHook(api, settings.corsOrigins);
        // Also refuses to register a route that declares no access: the start fails naming it.
        registerCallerHook(api, apiRoutes);
        registerSignatureHook(api);
        registerDeclaredFields(api);
        registerInputBoundaries(api);
        registerApiNotFound(api);
        await registerModules(api);
      },
      { prefix: settings.apiBase },
    );
    await registerStaticAssets(app, settings);
  } catch (error) {
    // Nothing listens yet: close the database before the start fails.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
