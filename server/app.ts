import Fastify, { type FastifyInstance } from 'fastify';
import { readSettings, type ServerSettings } from './config/settings';
import { registerStaticAssets } from './static-assets';

export interface BuildOptions {
  settings?: Partial<ServerSettings>;
  logger?: boolean;
}

/** Builds the whole server without listening: `main.ts` listens, tests use `inject`. */
export async function buildServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const settings: ServerSettings = { ...readSettings(), ...options.settings };
  const app = Fastify({ logger: options.logger ?? false });
  await registerStaticAssets(app, settings);
  return app;
}
