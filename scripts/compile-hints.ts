import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks whose functions nearly all run when a page first draws with V8's compile hint,
 * so Chromium compiles them on a background thread as they download instead of on the main thread
 * at each function's first call. A grid's first mount is mostly such compiling: react-dom's
 * reconciler, react-data-grid and the grid's own view code run once each before anything shows
 * (about half of a 100,000-row grid's first mount on a 2-core machine). Other browsers read the
 * line as a comment. Only the chunks `marked` picks get it: compiling a whole chunk of rarely
 * called code (an editor's language, a picker) up front would waste memory.
 *
 * The line goes in after minification (a minifier drops comments) as the file's first line, where
 * V8 looks for it; a chunk's source map gets an empty first line to match.
 */
export function compileHintsPlugin(
  marked: (chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle) => boolean,
): Plugin {
  return {
    name: 'farm-compile-hints',
    generateBundle: {
      // After Vite's own output hooks: its preload helper puts a line of its own on top of a chunk.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !marked(chunk, bundle)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          // The map file is already an asset of the bundle by now.
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

/** Every file of `fileNames` and every file they import statically, directly or not. */
export function staticClosure(bundle: Rolldown.OutputBundle, fileNames: Iterable<string>): Set<string> {
  const closure = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (closure.has(fileName) || chunk?.type !== 'chunk') return;
    closure.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const fileName of fileNames) visit(fileName);
  return closure;
}

/** The entry chunks and every chunk they import statically: what a page loads with its entry. */
export const loadedWithEntries = (bundle: Rolldown.OutputBundle): Set<string> =>
  staticClosure(
    bundle,
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' && file.isEntry ? [file.fileName] : [])),
  );

/** Picks an entry chunk and every chunk it imports statically, directly or not: what its page loads with it. */
export function loadedWithEntry(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): boolean {
  return loadedWithEntries(bundle).has(chunk.fileName);
}

/** Picks the chunks holding a module whose id `modules` matches. */
export const holdingModules = (modules: RegExp) => (chunk: Rolldown.OutputChunk) =>
  chunk.moduleIds.some((id) => modules.test(id));

/** React's DOM renderer and its scheduler: nearly all of them run at a page's first draw. */
export const RENDERER_MODULES = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/**
 * What runs at a grid's first mount: React's renderer, react-data-grid and the grid's view (the
 * script-tag build's grid chunk; its model, cell registry and editors come with it).
 */
export const FIRST_DRAW_MODULES =
  /[\\/]node_modules[\\/](react-dom|scheduler|react-data-grid)[\\/]|[\\/]elements[\\/]grid[\\/]view[\\/]/;
