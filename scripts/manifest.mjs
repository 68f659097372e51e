// custom-elements.json, generated from the element sources (every `element.ts` below `elements/`
// calling defineFarmElement()) by the Custom Elements Manifest analyzer and our plugin; the editor
// data generated from it (vscode.html-custom-data.json, web-types.json); and package.json#exports,
// one entry per element (scripts/package-exports.mjs).
//   node scripts/manifest.mjs          writes them all
//   node scripts/manifest.mjs --check  exits 1 when one is stale or missing, or the manifest breaks its schema
// With no element yet, the manifest has no modules; the file still exists and is still checked.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElementModules } from './element-sources.mjs';
import { defineFarmElementPlugin } from './manifest/define-farm-element-plugin.mjs';
import { elementFacts } from './manifest/element-facts.mjs';
import { manifestSchemaErrors } from './manifest/schema-check.mjs';
import { asShippedModules } from './manifest/shipped-modules.mjs';
import { vscodeCustomData } from './manifest/vscode-custom-data.mjs';
import { webTypes } from './manifest/web-types.mjs';
import { checkExports, writeExports } from './package-exports.mjs';

export const MANIFEST_FILE = 'custom-elements.json';

/** The schema the manifest follows (its `readonly`, `reflects` and `deprecated` fields are 2.x ones). */
export const SCHEMA_VERSION = '2.1.0';

/** The files generated from the manifest, by name; `pkg` is the package's package.json. */
const EDITOR_FILES = {
  'vscode.html-custom-data.json': vscodeCustomData,
  'web-types.json': webTypes,
};

/** The element.ts files that call defineFarmElement(), relative to `root`, sorted. */
export function elementSourceFiles(root, sourceDirs) {
  return findElementModules(root, sourceDirs).map((element) => element.source);
}

/** The manifest object for the elements under `sourceDirs`. */
export async function generateManifest({ root = process.cwd(), sourceDirs = ['elements'] } = {}) {
  // The analyzer brings its own TypeScript: its syntax kinds must match the nodes it is given.
  const { create, ts } = await import('@custom-elements-manifest/analyzer');
  const files = elementSourceFiles(root, sourceDirs);
  const modules = files.map((file) =>
    ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true),
  );
  const manifest = create({
    modules,
    plugins: [defineFarmElementPlugin({ root, facts: await elementFacts(root, files) })],
  });
  return { ...asShippedModules(manifest), schemaVersion: SCHEMA_VERSION };
}

export function manifestText(manifest) {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Name, version and homepage of the package at `root`; a folder without one is named as ours. */
function packageOf(root) {
  const file = path.join(root, 'package.json');
  const {
    name = 'farm-elements',
    version = '0.0.0',
    homepage,
  } = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return { name, version, homepage };
}

/** Every file generated for `manifest`, name -> text: the manifest and the editor data. */
export function generatedFiles(manifest, root = process.cwd()) {
  const pkg = packageOf(root);
  return new Map([
    [MANIFEST_FILE, manifestText(manifest)],
    ...Object.entries(EDITOR_FILES).map(([file, generate]) => [file, manifestText(generate(manifest, pkg))]),
  ]);
}

const tagsOf = (manifest) =>
  (manifest.modules ?? []).flatMap((module) =>
    (module.exports ?? []).filter((e) => e.kind === 'custom-element-definition').map((e) => e.name),
  );

/** Why the committed manifest differs from `expected`, naming added and removed elements. */
function staleManifestMessage(committed, expected, fix) {
  let committedTags = [];
  try {
    committedTags = tagsOf(JSON.parse(committed));
  } catch {
    return `${MANIFEST_FILE} is not valid JSON. ${fix}`;
  }
  const expectedTags = tagsOf(JSON.parse(expected));
  const added = expectedTags.filter((tag) => !committedTags.includes(tag));
  const removed = committedTags.filter((tag) => !expectedTags.includes(tag));
  const details = [
    added.length && `missing ${added.join(', ')}`,
    removed.length && `still lists ${removed.join(', ')}`,
  ].filter(Boolean);
  const what = details.length ? details.join('; ') : 'the element sources changed since it was generated';
  return `${MANIFEST_FILE} is stale: ${what}. ${fix}`;
}

/** Compares the committed files with the sources: `{ current: true }`, or why they are not. */
export async function checkManifest({ root = process.cwd(), sourceDirs = ['elements'] } = {}) {
  const manifest = await generateManifest({ root, sourceDirs });
  const schemaErrors = manifestSchemaErrors(manifest);
  if (schemaErrors.length)
    return {
      current: false,
      message: `${MANIFEST_FILE} breaks the Custom Elements Manifest schema:\n  ${schemaErrors.join('\n  ')}`,
    };
  const problems = [];
  for (const [file, expected] of generatedFiles(manifest, root)) {
    const fix = `Run \`node scripts/manifest.mjs\` and commit ${file}.`;
    const full = path.join(root, file);
    if (!existsSync(full)) problems.push(`${file} is missing. ${fix}`);
    else if (readFileSync(full, 'utf8') !== expected) {
      problems.push(
        file === MANIFEST_FILE
          ? staleManifestMessage(readFileSync(full, 'utf8'), expected, fix)
          : `${file} is stale. ${fix}`,
      );
    }
  }
  return problems.length ? { current: false, message: problems.join('\n') } : { current: true };
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
  const schemaErrors = manifestSchemaErrors(manifest);
  if (schemaErrors.length) throw new Error(`the generated manifest breaks its schema:\n  ${schemaErrors.join('\n  ')}`);
  for (const [file, text] of generatedFiles(manifest)) writeFileSync(file, text);
  writeExports();
  process.stdout.write(
    `Wrote ${[...generatedFiles(manifest).keys()].join(', ')} and package.json exports: ${tagsOf(manifest).length} element(s)\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main(process.argv.slice(2));
