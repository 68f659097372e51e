import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { compileHintsPlugin, loadedWithEntry } from '../../scripts/compile-hints';

/** The contenders: a page entry each, drawing the same 20 editable text columns. */
export const CONTENDERS = {
  ours: { label: 'ours (EditableGrid)', entry: 'bench/grid/pages/ours.tsx' },
  'react-data-grid': { label: 'raw react-data-grid 7.0.0-beta.61', entry: 'bench/grid/pages/react-data-grid.tsx' },
  'ag-grid': { label: 'AG Grid Community 36', entry: 'bench/grid/pages/ag-grid.ts' },
  'vxe-table': { label: 'vxe-table 4.21', entry: 'bench/grid/pages/vxe-table.ts' },
} as const;
export type Contender = keyof typeof CONTENDERS;

/** Our page built over another checkout's widgets (GRID_BENCH_BEFORE): the "before" of a change. */
export const BEFORE_PAGE = 'ours-before';

/**
 * Resolves every module of this tree's `elements/` to the same file in `beforeRoot`: the page
 * entry stays this tree's, the grid and the runtime under it are the other checkout's.
 */
function elementsFrom(beforeRoot: string): Plugin {
  const ownElements = `${path.resolve('elements')}${path.sep}`;
  return {
    name: 'grid-bench-elements-from-before',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(ownElements)) return resolved;
      return { ...resolved, id: path.join(beforeRoot, 'elements', resolved.id.slice(ownElements.length)) };
    },
  };
}

interface PageBuild {
  name: string;
  entry: string;
  plugins: Plugin[];
}

/**
 * Builds each contender's page on its own (minified, production React), so that every script a
 * page loads is that contender's alone. `<name>.js` in `outDir`, lazy chunks under `chunks/`.
 * Every script a contender's page loads with it (its entry and the chunks the entry imports, such
 * as the React renderer our page shares with its lazy editors) carries V8's compile hint, as our
 * builds give the chunks a grid draws with: the first mount then measures each grid's work rather
 * than when Chromium happens to compile its functions (half of the first mount without it).
 */
export async function buildPages(
  outDir: string,
  names: readonly Contender[] = Object.keys(CONTENDERS) as Contender[],
  beforeRoot?: string,
): Promise<void> {
  const pages: PageBuild[] = names.map((name) => ({ name, entry: CONTENDERS[name].entry, plugins: [] }));
  if (beforeRoot) pages.push({ name: BEFORE_PAGE, entry: CONTENDERS.ours.entry, plugins: [elementsFrom(beforeRoot)] });
  for (const { name, entry, plugins } of pages) {
    await build({
      configFile: false,
      root: process.cwd(),
      publicDir: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [...plugins, react(), compileHintsPlugin(loadedWithEntry)],
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
