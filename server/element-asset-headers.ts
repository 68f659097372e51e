import path from 'node:path';

/** A year: the longest lifetime caches honour. */
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Kept, but checked with the ETag before every use: farm-elements.js and registry.json name the
 * hashed chunks of the current build, so a stale copy would ask for chunks a new build removed.
 */
export const ENTRY_CACHE_CONTROL = 'no-cache';

/**
 * The folders whose files the build names `<name>-<hash>.<ext>` (scripts/elements-build/:
 * `chunkFileNames` of the script-tag chunks and of the npm build's shared modules). A file
 * there whose name does not end in a hash is treated as an entry, which is the safe mistake.
 */
const HASHED_FILE = /^(chunks|esm\/shared)\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z]+$/;

/** True for a file whose name changes whenever its content does (`relativePath` from dist/elements). */
export function isHashedElementAsset(relativePath: string): boolean {
  return HASHED_FILE.test(relativePath.split(path.sep).join('/'));
}

/** What `setHeaders` is handed: the response about to be sent. */
export interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

/**
 * Headers of every file under `/elements/` (`@fastify/static`'s `setHeaders`). The element
 * builds are public code meant to be loaded from any page, like a CDN serves them: any origin
 * may read them (`import()` of a chunk is a CORS request), never with credentials; a page under
 * `Cross-Origin-Embedder-Policy` may embed them. Hashed files are cached for good, entries revalidated.
 */
export function elementAssetHeaders(elementsDir: string): (response: HeaderTarget, filePath: string) => void {
  return (response, filePath) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    const hashed = isHashedElementAsset(path.relative(elementsDir, filePath));
    response.setHeader('Cache-Control', hashed ? HASHED_CACHE_CONTROL : ENTRY_CACHE_CONTROL);
  };
}
