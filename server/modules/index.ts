import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { announcementModule } from './announcement';
import { authModule } from './auth';
import { categoryModule } from './category';
import { checksModule } from './checks';
import { dictModule } from './dict';
import { filesModule } from './files';
import { iotModule } from './iot';
import { jeecgClientModule } from './jeecg-client';
import { onlineModule } from './online';
import { orgModule } from './org';
import { pushModule } from './push';
import { quartzModule } from './quartz';
import { statsModule } from './stats';
import { systemModule } from './system';

/**
 * Every API module, registered inside the API scope (under `settings.apiBase`), where the caller
 * hook, the signature hook and the API's not-found answer already apply. A new module is a
 * Fastify plugin in its own folder, added to this list.
 */
const modules: readonly FastifyPluginAsync[] = [
  authModule,
  systemModule,
  orgModule,
  dictModule,
  filesModule,
  pushModule,
  announcementModule,
  categoryModule,
  checksModule,
  onlineModule,
  iotModule,
  quartzModule,
  statsModule,
  jeecgClientModule,
];

export async function registerModules(api: FastifyInstance): Promise<void> {
  for (const module of modules) await api.register(module);
}
