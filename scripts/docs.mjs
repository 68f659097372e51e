// The element docs, generated from custom-elements.json and docs/examples/<tag>.html into
// dist/docs (served by the server at /docs/): a page per element (with how a script-tag, npm,
// React and Vue host uses it), an index, and the theming page, whose tokens come from the theme
// source itself. The examples and the manifest are copied beside them for the gallery demo page.
//   node scripts/docs.mjs [outDir]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_CSS, DOCS_JS } from './docs/assets.mjs';
import { elementDeclarations, elementPage, indexPage } from './docs/element-page.mjs';
import { reactComponents, reactEntry } from './docs/react-components.mjs';
import { themingPage } from './docs/theming-page.mjs';
import { loadTheme, themeTokenRows } from './docs/theme-tokens.mjs';

export const EXAMPLES_DIR = path.join('docs', 'examples');
export const THEMING_DIR = path.join('docs', 'theming');

/** The tags of the manifest that have no example file. */
export function tagsWithoutExample(root, manifest) {
  return elementDeclarations(manifest)
    .map((element) => element.tagName)
    .filter((tag) => !existsSync(path.join(root, EXAMPLES_DIR, `${tag}.html`)));
}

async function writeThemingPage(root, outDir, elements) {
  const theme = await loadTheme(root);
  const example = (name) => readFileSync(path.join(root, THEMING_DIR, `${name}.html`), 'utf8');
  const html = themingPage({
    theme,
    tokenRows: themeTokenRows(theme),
    elements,
    examples: { dark: example('dark'), parts: example('parts') },
  });
  writeFileSync(path.join(outDir, 'theming.html'), html);
}

export async function buildDocs({ root = process.cwd(), outDir = path.join(root, 'dist', 'docs') } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
  const elements = elementDeclarations(manifest);
  const reactExports = reactEntry(root);
  const components = reactComponents(root, elements, reactExports.values);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'examples'), { recursive: true });
  writeFileSync(path.join(outDir, 'docs.css'), DOCS_CSS);
  writeFileSync(path.join(outDir, 'docs.js'), DOCS_JS);
  writeFileSync(path.join(outDir, 'elements.json'), JSON.stringify(manifest));
  for (const element of elements) {
    const exampleFile = path.join(root, EXAMPLES_DIR, `${element.tagName}.html`);
    const example = existsSync(exampleFile)
      ? readFileSync(exampleFile, 'utf8')
      : `<${element.tagName}></${element.tagName}>\n`;
    writeFileSync(path.join(outDir, 'examples', `${element.tagName}.html`), example);
    writeFileSync(
      path.join(outDir, `${element.tagName}.html`),
      elementPage(element, example, { react: components.get(element.tagName), types: reactExports.types }),
    );
  }
  writeFileSync(path.join(outDir, 'index.html'), indexPage(elements, { reactComponents: components }));
  await writeThemingPage(root, outDir, elements);
  return elements.map((element) => element.tagName);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tags = await buildDocs({ outDir: process.argv[2] ? path.resolve(process.argv[2]) : undefined });
  process.stdout.write(`Wrote the docs of ${tags.length} element(s)\n`);
}
