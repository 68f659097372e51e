import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { authModule } from './auth';
import { dictModule } from './dict';
import { systemModule } from './system';

/**
 * Every API module, registered inside the API scope (under `settings.apiBase`), where the caller
 * hook, the signature hook and the API's not-found answer already apply. A new module is a
 * Fastify plugin in its own folder, added to this list.
 */
const modules: readonly FastifyPluginAsync[] = [authModule, systemModule, dictModule];

export async function registerModules(api: FastifyInstance): Promise<void> {
  for (const module of modules) await api.register(module);
}
