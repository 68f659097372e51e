// The package's declarations as a host's compiler reads them: tsc's per-file output bundled by
// rollup-plugin-dts into one file per package entry (the same paths package.json#exports names),
// with shared chunks. tsc writes every module with its imports, barrels included, so an entry's
// declarations reached modules that import the types of libraries we bundle (axios, Emotion,
// Headless UI), which a host does not install; bundling keeps only the types an entry really
// exposes, and imports of our dependencies and peers (React) stay imports.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import { expectedExports } from './package-exports.mjs';

const TYPES_PREFIX = './dist/types/';

/**
 * Entry name (path below dist/types, no extension) -> tsc's declaration file, for every export's
 * `types` that tsc wrote (jsx.d.ts is generated afterwards, from the manifest).
 */
function declarationEntries(root, emittedDir, extraModules) {
  const typesFiles = Object.values(expectedExports(root)).flatMap((target) =>
    typeof target === 'object' && target.types ? [target.types] : [],
  );
  const names = [
    ...new Set(
      typesFiles
        .filter((file) => file.startsWith(TYPES_PREFIX))
        .map((file) => file.slice(TYPES_PREFIX.length).replace(/\.d\.ts$/, '')),
    ),
  ];
  const entries = [...names, ...extraModules].map((name) => [name, path.join(emittedDir, `${name}.d.ts`)]);
  return Object.fromEntries(entries.filter(([, file]) => existsSync(file)));
}

/**
 * Bundles the declarations tsc wrote to `emittedDir` into `outDir` (emptied first). `extraModules`
 * are further entries other generated files import (jsx.d.ts imports the element factory's types).
 */
export async function bundleDeclarations({ root, emittedDir, outDir, extraModules = [], packageManifest }) {
  const external = [
    ...Object.keys(packageManifest.dependencies ?? {}),
    ...Object.keys(packageManifest.peerDependencies ?? {}),
  ];
  const isExternal = (id) => external.some((name) => id === name || id.startsWith(`${name}/`));
  const warnings = [];
  const bundle = await rollup({
    input: declarationEntries(root, emittedDir, extraModules),
    plugins: [dts()],
    external: isExternal,
    // An import of a bundled library from a module whose types no entry exposes is dropped with
    // that module: the plugin reports it, but no such import reaches the output.
    onwarn: (warning) => warning.code !== 'UNRESOLVED_IMPORT' && warnings.push(warning.message),
  });
  rmSync(outDir, { recursive: true, force: true });
  await bundle.write({ dir: outDir, entryFileNames: '[name].d.ts', chunkFileNames: 'shared/[name]-[hash].d.ts' });
  await bundle.close();
  return warnings;
}
