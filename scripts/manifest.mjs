// custom-elements.json, generated from the element sources (every `element.ts` below `elements/`
// calling defineFarmElement()) by the Custom Elements Manifest analyzer and our plugin, and
// package.json#exports, one entry per element (scripts/package-exports.mjs).
//   node scripts/manifest.mjs          writes both
//   node scripts/manifest.mjs --check  exits 1 when either is stale or missing
// With no element yet, the manifest has no modules; the file still exists and is still checked.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElementModules } from './element-sources.mjs';
import { defineFarmElementPlugin } from './manifest/define-farm-element-plugin.mjs';
import { eventDetailTypes } from './manifest/event-details.mjs';
import { checkExports, writeExports } from './package-exports.mjs';

export const MANIFEST_FILE = 'custom-elements.json';

/** The element.ts files that call defineFarmElement(), relative to `root`, sorted. */
export function elementSourceFiles(root, sourceDirs) {
  return findElementModules(root, sourceDirs).map((element) => element.source);
}

/** The manifest object for the elements under `sourceDirs`. */
export async function generateManifest({ root = process.cwd(), sourceDirs = ['elements'] } = {}) {
  // The analyzer brings its own TypeScript: its syntax kinds must match the nodes it is given.
  const { create, ts } = await import('@custom-elements-manifest/analyzer');
  const files = elementSourceFiles(root, sourceDirs);
  const modules = files.map((file) => ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true));
  return create({ modules, plugins: [defineFarmElementPlugin({ root, eventDetails: eventDetailTypes(root, files) })] });
}

export function manifestText(manifest) {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const tagsOf = (manifest) =>
  (manifest.modules ?? []).flatMap((module) => (module.exports ?? []).filter((e) => e.kind === 'custom-element-definition').map((e) => e.name));

/** Compares the committed file with the sources: `{ current: true }`, or why it is stale. */
export async function checkManifest({ root = process.cwd(), sourceDirs = ['elements'] } = {}) {
  const file = path.join(root, MANIFEST_FILE);
  const expected = manifestText(await generateManifest({ root, sourceDirs }));
  const fix = `Run \`node scripts/manifest.mjs\` and commit ${MANIFEST_FILE}.`;
  if (!existsSync(file)) return { current: false, message: `${MANIFEST_FILE} is missing. ${fix}` };
  const committed = readFileSync(file, 'utf8');
  if (committed === expected) return { current: true };
  let committedTags = [];
  try {
    committedTags = tagsOf(JSON.parse(committed));
  } catch {
    return { current: false, message: `${MANIFEST_FILE} is not valid JSON. ${fix}` };
  }
  const expectedTags = tagsOf(JSON.parse(expected));
  const added = expectedTags.filter((tag) => !committedTags.includes(tag));
  const removed = committedTags.filter((tag) => !expectedTags.includes(tag));
  const details = [added.length && `missing ${added.join(', ')}`, removed.length && `still lists ${removed.join(', ')}`].filter(Boolean);
  const what = details.length ? details.join('; ') : 'the element sources changed since it was generated';
  return { current: false, message: `${MANIFEST_FILE} is stale: ${what}. ${fix}` };
}

async function main(args) {
  if (args.includes('--check')) {
    for (const result of [await checkManifest(), checkExports()]) {
      if (result.current) continue;
      process.stderr.write(`${result.message}\n`);
      process.exitCode = 1;
    }
    return;
  }
  const manifest = await generateManifest();
  writeFileSync(MANIFEST_FILE, manifestText(manifest));
  writeExports();
  process.stdout.write(`Wrote ${MANIFEST_FILE} and package.json exports: ${tagsOf(manifest).length} element(s)\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
