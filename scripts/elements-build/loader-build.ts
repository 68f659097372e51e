import path from 'node:path';
import type { InlineConfig } from 'vite';
import { common } from './common';

/**
 * The script-tag build's `farm-elements.js`, the autoloader (elements/index.ts).
 * `chunkPaths`: tag -> chunk path relative to farm-elements.js, and `callPaths` likewise by call, written into the script.
 */
export function loaderBuildConfig(
  root: string,
  outDir: string,
  chunkPaths: Record<string, string>,
  callPaths: Record<string, string> = {},
): InlineConfig {
  return {
    ...common(root),
    define: { __FARM_ELEMENT_CHUNKS__: JSON.stringify(chunkPaths), __FARM_CALL_CHUNKS__: JSON.stringify(callPaths) },
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      // A classic script, so a legacy page can use a plain <script src>.
      lib: {
        entry: path.join(root, 'elements/index.ts'),
        formats: ['iife'],
        name: 'FarmElementsAutoloader',
        fileName: () => 'farm-elements.js',
      },
    },
  };
}
