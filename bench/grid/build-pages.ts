import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build } from 'vite';
import { compileHintsPlugin, loadedWithEntry } from '../../scripts/compile-hints';

/** The contenders: a page entry each, drawing the same 20 editable text columns. */
export const CONTENDERS = {
  ours: { label: 'ours (EditableGrid)', entry: 'bench/grid/pages/ours.tsx' },
  'react-data-grid': { label: 'raw react-data-grid 7.0.0-beta.61', entry: 'bench/grid/pages/react-data-grid.tsx' },
  'ag-grid': { label: 'AG Grid Community 36', entry: 'bench/grid/pages/ag-grid.ts' },
  'vxe-table': { label: 'vxe-table 4.21', entry: 'bench/grid/pages/vxe-table.ts' },
} as const;
export type Contender = keyof typeof CONTENDERS;

/**
 * Builds each contender's page on its own (minified, production React), so that every script a
 * page loads is that contender's alone. `<name>.js` in `outDir`, lazy chunks under `chunks/`.
 * Every script a contender's page loads with it (its entry and the chunks the entry imports, such
 * as the React renderer our page shares with its lazy editors) carries V8's compile hint, as our
 * builds give the chunks a grid draws with: the first mount then measures each grid's work rather
 * than when Chromium happens to compile its functions (half of the first mount without it).
 */
export async function buildPages(outDir: string): Promise<void> {
  for (const [name, { entry }] of Object.entries(CONTENDERS)) {
    await build({
      configFile: false,
      root: process.cwd(),
      publicDir: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react(), compileHintsPlugin(loadedWithEntry)],
      build: {
        outDir,
        emptyOutDir: false,
        minify: true,
        // react-data-grid's light-dark() colours do not survive the default CSS minifier.
        cssMinify: 'esbuild',
        modulePreload: false,
        rolldownOptions: {
          input: { [name]: path.resolve(entry) },
          output: {
            entryFileNames: '[name].js',
            chunkFileNames: `chunks/${name}-[name]-[hash].js`,
            assetFileNames: `assets/${name}-[name]-[hash][extname]`,
          },
        },
      },
    });
  }
}
