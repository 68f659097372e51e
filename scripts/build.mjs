// `npm run build`: the console app and both builds of the elements, into dist/.
import { build } from 'vite';

await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
