import path from 'node:path';
import { ENTRY_CACHE_CONTROL, HASHED_CACHE_CONTROL, type HeaderTarget } from './element-asset-headers';

/**
 * What the console's build writes under `assets/`: Vite names every script, style sheet and font
 * there `<name>-<hash>.<ext>`. A file there without a hash is treated as an entry, the safe mistake.
 */
const HASHED_FILE = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** True for a file of the console's build whose name changes whenever its content does. */
export function isHashedConsoleAsset(relativePath: string): boolean {
  return HASHED_FILE.test(relativePath.split(path.sep).join('/'));
}

/**
 * Headers of the console's files (`@fastify/static`'s `setHeaders`): the hashed chunks are cached
 * for good, so a return visit or a second tab loads them without asking the server; index.html is
 * revalidated before every use, because it names the chunks of the current build.
 */
export function consoleAssetHeaders(consoleDir: string): (response: HeaderTarget, filePath: string) => void {
  return (response, filePath) => {
    const hashed = isHashedConsoleAsset(path.relative(consoleDir, filePath));
    response.setHeader('Cache-Control', hashed ? HASHED_CACHE_CONTROL : ENTRY_CACHE_CONTROL);
  };
}
