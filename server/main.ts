import { buildServer } from './app';
import { readSettings } from './config/settings';

const settings = readSettings();
const app = await buildServer({ settings, logger: true });
await app.listen({ port: settings.port, host: settings.host });
