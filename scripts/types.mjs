// `npm run build:types`: the type declarations of the npm package, into dist/types: the elements'
// own declarations (tsc, tsconfig.types.json, bundled per package entry by declaration-bundle.mjs)
// and jsx.d.ts, the JSX intrinsic elements for React 19
// hosts, generated from custom-elements.json, with jsx.js beside it: an empty module, so that a
// plain `import 'farm-elements/jsx'` resolves in a bundler too. Run by `npm pack` / `npm publish`.
//   node scripts/types.mjs [outDir]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleDeclarations } from './declaration-bundle.mjs';
import { jsxDeclarations } from './element-jsx-types.mjs';
import { findElementModules } from './element-sources.mjs';

/** `elements/cron/element.ts` -> `./elements/cron/element`: its declarations, from the types folder. */
const typesModule = (source) => `./${source.replace(/\.tsx?$/, '')}`;

/** The element factory's public index, which declares FarmElementEventMap (an entry of its own in the bundle). */
const CORE_MODULE = './elements/core/element';

/** jsx.d.ts for the manifest at `root`, its imports naming the declarations tsc writes beside it. */
export function jsxDeclarationsFor(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
  const sources = new Map(findElementModules(root, ['elements']).map(({ tag, source }) => [tag, source]));
  return jsxDeclarations(manifest, { moduleOf: (tag) => typesModule(sources.get(tag)), coreModule: CORE_MODULE });
}

/** Writes the declarations to `outDir`; returns what the bundler warned of. */
export async function buildTypes({ root = process.cwd(), outDir = path.join(root, 'dist', 'types') } = {}) {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const emittedDir = mkdtempSync(path.join(tmpdir(), 'farm-declarations-'));
  let warnings;
  try {
    execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.types.json'), '--outDir', emittedDir], {
      stdio: 'inherit',
    });
    const packageManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    warnings = await bundleDeclarations({
      root,
      emittedDir,
      outDir,
      extraModules: [`${CORE_MODULE.slice(2)}/index`],
      packageManifest,
    });
  } finally {
    rmSync(emittedDir, { recursive: true, force: true });
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'jsx.d.ts'), jsxDeclarationsFor(root));
  writeFileSync(
    path.join(outDir, 'jsx.js'),
    '// farm-elements/jsx declares the tags for JSX (jsx.d.ts); at run time there is nothing to load.\nexport {};\n',
  );
  return warnings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const warnings = await buildTypes({ outDir: process.argv[2] ? path.resolve(process.argv[2]) : undefined });
  for (const warning of warnings) process.stderr.write(`${warning}\n`);
  process.stdout.write('Wrote the type declarations\n');
}
