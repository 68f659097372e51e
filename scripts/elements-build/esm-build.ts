import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InlineConfig } from 'vite';
import type { ElementModule } from '../element-sources.mjs';
import { common, entriesOf } from './common';
import { classEntriesOf, elementClassesPlugin } from './element-classes';

function packageDependencies(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
}

/**
 * Whether a chunk holds a widget message catalogue. Each registers itself as it loads (package.json
 * lists them as side effects), and the modules that name its keys import it for that effect alone.
 */
function holdsCatalogue(root: string): (moduleIds: readonly string[]) => boolean {
  const cataloguesDir = path.resolve(root, 'elements/core/i18n/catalogues') + path.sep;
  return (moduleIds) => moduleIds.some((id) => id.startsWith(cataloguesDir));
}

/**
 * A stylesheet of a dependency (react-data-grid's, Quill's) is baked into our JavaScript, never
 * left as an import: `?inline` is Vite's alone, and other bundlers would need a CSS loader.
 */
const isStylesheet = (id: string) => /\.css(\?|$)/.test(id);

/**
 * The ES module build (`esm/<tag>.js`, `esm/class/<tag>.js` and the module entries).
 * npm consumers install our dependencies themselves; bundling them would ship second copies.
 */
export function esmBuildConfig(
  root: string,
  outDir: string,
  elements: ElementModule[],
  moduleEntries: Record<string, string> = {},
): InlineConfig {
  const dependencies = packageDependencies(root);
  const isDependency = (id: string) =>
    !isStylesheet(id) && dependencies.some((name) => id === name || id.startsWith(`${name}/`));
  const base = common(root);
  const registersCatalogue = holdsCatalogue(root);
  return {
    ...base,
    plugins: [...(base.plugins ?? []), elementClassesPlugin(root)],
    build: {
      outDir: path.join(outDir, 'esm'),
      emptyOutDir: false,
      cssMinify: 'esbuild',
      // Whitespace and dead code go (the package ships both builds in under 1.5 MB); names are kept,
      // so a stack trace in a host's development build still reads.
      minify: false,
      lib: {
        entry: {
          ...entriesOf(root, elements),
          ...classEntriesOf(root, elements),
          ...Object.fromEntries(
            Object.entries(moduleEntries).map(([name, source]) => [name, path.resolve(root, source)]),
          ),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: isDependency,
        // Chunks that register message catalogues are named apart, so package.json#sideEffects can
        // keep them: a host's bundler must not drop an import made for its effect alone.
        output: {
          minify: { compress: true, mangle: false },
          chunkFileNames: (chunk) =>
            registersCatalogue(chunk.moduleIds) ? 'shared/i18n-[name]-[hash].js' : 'shared/[name]-[hash].js',
        },
      },
    },
  };
}
