import path from 'node:path';
import type { InlineConfig } from 'vite';
import { compileHintsPlugin, FIRST_DRAW_MODULES, holdingModules } from '../compile-hints';
import type { ElementModule } from '../element-sources.mjs';
import { callChunksPlugin, emotionJsxNamespacePlugin, productionReactAliases } from './chunks-plugins';
import { common, entriesOf } from './common';

// React, react-dom and Emotion (with what they import) form the one shared runtime chunk.
const SHARED_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+)[\\/]/;

/**
 * CommonJS packages that declare no `sideEffects` but have none: @emotion/react imports
 * hoist-non-react-statics (and it react-is) bare, for `withTheme`, which no widget uses; without
 * this they would sit in the shared runtime for nothing (some 1.7 KB gzip).
 */
const PURE_PACKAGES = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

/** The script-tag build's `chunks/`: one chunk per element and per call, the shared runtime beside them. */
export function chunksBuildConfig(
  root: string,
  outDir: string,
  elements: ElementModule[],
  callEntries: Record<string, string> = {},
): InlineConfig {
  const base = common(root);
  return {
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      emotionJsxNamespacePlugin(),
      compileHintsPlugin(holdingModules(FIRST_DRAW_MODULES)),
      callChunksPlugin(root, callEntries),
    ],
    resolve: { alias: productionReactAliases(root) },
    // Chunks import each other by relative URL, wherever the page loaded the script from.
    base: './',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: path.join(outDir, 'chunks'),
      emptyOutDir: false,
      // react-data-grid's light-dark() colours do not survive the default CSS minifier.
      cssMinify: 'esbuild',
      modulePreload: false,
      rolldownOptions: {
        input: entriesOf(root, elements),
        treeshake: { moduleSideEffects: (id: string) => (PURE_PACKAGES.test(id) ? false : undefined) },
        // An element chunk only registers its tag; it need not keep its exports.
        preserveEntrySignatures: false,
        output: {
          entryFileNames: '[name]-[hash].js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
          codeSplitting: {
            groups: [
              { name: 'shared-runtime', test: SHARED_RUNTIME },
              // Vite's loader of dynamic imports, used by many chunks: alone, or it joins whichever chunk came first (the Select's).
              { name: 'preload-helper', test: /vite\/preload-helper/ },
            ],
          },
        },
      },
    },
  };
}
