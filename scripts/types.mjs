// `npm run build:types`: the type declarations of the npm package, into dist/types: the elements'
// own declarations (tsc, tsconfig.types.json) and jsx.d.ts, the JSX intrinsic elements for React 19
// hosts, generated from custom-elements.json. Run by `npm pack` / `npm publish` (prepack).
//   node scripts/types.mjs [outDir]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsxDeclarations } from './element-jsx-types.mjs';

export function buildTypes({ root = process.cwd(), outDir = path.join(root, 'dist', 'types') } = {}) {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.types.json'), '--outDir', outDir], { stdio: 'inherit' });
  mkdirSync(outDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
  writeFileSync(path.join(outDir, 'jsx.d.ts'), jsxDeclarations(manifest));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildTypes({ outDir: process.argv[2] ? path.resolve(process.argv[2]) : undefined });
  process.stdout.write('Wrote the type declarations\n');
}
