// Where the custom elements are: every `element.ts` at any depth below a source folder that
// calls defineFarmElement('farm-…'). The element build and custom-elements.json both read this,
// so a widget with several elements (elements/pickers/user-picker/element.ts, …) is found by both.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The ES module build's registration module of `tag`, relative to the package root: what
 * `farm-elements/<tag>` resolves to and what custom-elements.json names as the element's module.
 */
export const shippedModulePath = (tag) => `dist/elements/esm/${tag}.js`;

const DEFINE_CALL = /defineFarmElement\(\s*(['"])(farm-[a-z0-9-]+)\1/;

function elementFilesBelow(absoluteDir) {
  return readdirSync(absoluteDir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(absoluteDir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : elementFilesBelow(full);
    return entry.name === 'element.ts' ? [full] : [];
  });
}

/** `{ tag, source }` for each element, `source` relative to `root` with forward slashes, sorted by source. */
export function findElementModules(root, sourceDirs) {
  return sourceDirs
    .map((dir) => path.resolve(root, dir))
    .filter((dir) => existsSync(dir))
    .flatMap(elementFilesBelow)
    .map((file) => ({
      tag: DEFINE_CALL.exec(readFileSync(file, 'utf8'))?.[2],
      source: path.relative(root, file).split(path.sep).join('/'),
    }))
    .filter((element) => element.tag)
    .sort((a, b) => a.source.localeCompare(b.source));
}
