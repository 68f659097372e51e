import type { Rolldown } from 'vite';

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
