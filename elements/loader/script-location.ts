import type { ChunkRegistry } from './chunk-loader';

const SCRIPT_FILE = /\/farm-elements(\.min)?\.js(\?.*)?$/;

/**
 * The URL farm-elements.js was loaded from; its chunks sit beside it. `document.currentScript`
 * is only set while a classic script runs its top level, so this must be read at start. Should
 * it be missing (the file run some other way), the last `<script src=".../farm-elements.js">` is
 * taken, and failing that the page's base URL.
 */
export function currentScriptUrl(doc: Document): string {
  return currentScriptElement(doc)?.src ?? doc.baseURI;
}

/** The `<script>` element of farm-elements.js (its `data-*` attributes carry settings), found as above. */
export function currentScriptElement(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  const named = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) =>
    SCRIPT_FILE.test(script.src),
  );
  return named.at(-1) ?? null;
}

/** Resolves the build's chunk paths (relative to the script) into absolute URLs. */
export function resolveChunkUrls(chunkPaths: ChunkRegistry, scriptUrl: string): ChunkRegistry {
  return Object.fromEntries(Object.entries(chunkPaths).map(([tag, path]) => [tag, new URL(path, scriptUrl).href]));
}
