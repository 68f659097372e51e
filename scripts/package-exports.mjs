// package.json#exports, derived from the element sources: each tag's registration module of the ES
// module build with its declarations (`farm-elements/farm-cron`), the same element's class without
// registration (`farm-elements/farm-cron/class`, for `customElements.define('my-cron', ...)`), plus
// the entries that register nothing. Kept in step by
// `node scripts/manifest.mjs` (which writes it) and checked by `--check` in `npm test`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findElementModules, shippedModulePath } from './element-sources.mjs';

const FIXED_EXPORTS = {
  './farm-elements.js': './dist/elements/farm-elements.js',
  './react': { types: './dist/types/elements/react.d.ts', default: './dist/elements/esm/react.js' },
  // prompt(), promptSaveName() and showDetail(): the dialogs as calls (registers their tags).
  './dialogs': { types: './dist/types/elements/dialogs/calls.d.ts', default: './dist/elements/esm/dialogs.js' },
  // exportXls(): the list's export as a call, its messages shown on the page (registers nothing).
  './export': {
    types: './dist/types/elements/import/export/export-call.d.ts',
    default: './dist/elements/esm/export.js',
  },
  // jsx.js is empty: a plain `import 'farm-elements/jsx'` must resolve at bundle time too.
  './jsx': { types: './dist/types/jsx.d.ts', default: './dist/types/jsx.js' },
  './custom-elements.json': './custom-elements.json',
  './vscode.html-custom-data.json': './vscode.html-custom-data.json',
  './web-types.json': './web-types.json',
  './package.json': './package.json',
};

export function expectedExports(root = process.cwd(), sourceDirs = ['elements']) {
  const elements = [...findElementModules(root, sourceDirs)].sort((a, b) => a.tag.localeCompare(b.tag));
  return {
    ...FIXED_EXPORTS,
    ...Object.fromEntries(
      elements.flatMap(({ tag, source }) => {
        const types = `./dist/types/${source.replace(/\.tsx?$/, '.d.ts')}`;
        return [
          [`./${tag}`, { types, default: `./${shippedModulePath(tag)}` }],
          [`./${tag}/class`, { types, default: `./dist/elements/esm/class/${tag}.js` }],
        ];
      }),
    ),
  };
}

const packageFile = (root) => path.join(root, 'package.json');

/** Whether package.json#exports matches the element sources; the reason when not. A folder without a package has nothing to check. */
export function checkExports(root = process.cwd()) {
  if (!existsSync(packageFile(root))) return { current: true };
  const current = JSON.parse(readFileSync(packageFile(root), 'utf8')).exports ?? {};
  const expected = expectedExports(root);
  if (JSON.stringify(current) === JSON.stringify(expected)) return { current: true };
  const missing = Object.keys(expected).filter((key) => !(key in current));
  const extra = Object.keys(current).filter((key) => !(key in expected));
  const what =
    [missing.length && `missing ${missing.join(', ')}`, extra.length && `still lists ${extra.join(', ')}`]
      .filter(Boolean)
      .join('; ') || 'entries differ';
  return {
    current: false,
    message: `package.json exports are stale: ${what}. Run \`node scripts/manifest.mjs\` and commit package.json.`,
  };
}

/** Rewrites package.json#exports, keeping every other member and the file's formatting. */
export function writeExports(root = process.cwd()) {
  if (!existsSync(packageFile(root))) return;
  const manifest = JSON.parse(readFileSync(packageFile(root), 'utf8'));
  manifest.exports = expectedExports(root);
  writeFileSync(packageFile(root), `${JSON.stringify(manifest, null, 2)}\n`);
}
