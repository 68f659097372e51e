import type { Plugin, Rolldown } from 'vite';
import { PAGE_FILES_BLOCK_ID } from '../console/pages/page-files';
import { loadedWithEntries, staticClosure } from './compile-hints';

type ChunkGroups = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>;

/**
 * How the console's code is cut into files. Left to itself the bundler makes a file of every set
 * of modules shared by a different set of lazy views: the first page took about 45 requests before
 * it could start, and 100 in all, each a round trip on a slow link. Two groups instead:
 * - React's renderer in a file of its own, named for it (it gets V8's compile hint, see
 *   compile-hints.ts, and a profile or a bundle report should say what it is);
 * - whatever the entry imports statically, the start of every page, in one file with the entry.
 * The lazy views (sign-in, shell, each menu's pages, ECharts) stay files of their own, fetched on
 * first need, as before.
 */
export function consoleChunkGroups(renderer: RegExp): ChunkGroups {
  return [
    { name: 'react-dom', test: renderer, priority: 20 },
    { name: 'start', tags: ['$initial'], priority: 10 },
  ];
}

/**
 * Names in index.html, as a JSON data block, the files of the page groups that `registry` (the
 * module mapping menu components to pages) imports on demand, less what every page loads from the
 * start, for the console to prefetch once a page is up (console/pages/page-files.ts).
 */
export function pageFilesPlugin(registry: RegExp): Plugin {
  const groupModules = new Set<string>();
  let base = '/';
  return {
    name: 'farm-page-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    moduleParsed(info) {
      if (registry.test(info.id)) for (const id of info.dynamicallyImportedIds) groupModules.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return undefined;
        const start = loadedWithEntries(bundle);
        const groups = Object.values(bundle).filter(
          (chunk): chunk is Rolldown.OutputChunk =>
            chunk.type === 'chunk' && chunk.facadeModuleId !== null && groupModules.has(chunk.facadeModuleId),
        );
        if (groups.length !== groupModules.size) {
          throw new Error(`farm-page-files: found ${groups.length} of the ${groupModules.size} page groups' files`);
        }
        const files = [
          ...staticClosure(
            bundle,
            groups.map((chunk) => chunk.fileName),
          ),
        ]
          .filter((fileName) => !start.has(fileName))
          .map((fileName) => `${base}${fileName}`)
          .sort();
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PAGE_FILES_BLOCK_ID },
            children: JSON.stringify(files),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
