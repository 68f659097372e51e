import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Per-chunk message catalogues for the element builds. translate.ts's `./catalogues` import (every
 * domain, for the console and the tests) is pointed at widget-catalogues.ts, an empty store; every
 * module that names a message key (`'cron.field.second'`) gets an import of a small virtual module
 * that registers that key's domain catalogue into the store. So each domain travels with the code
 * that shows it: a cron-only page carries the cron texts, not the grid's, the pickers' or the
 * console's, and a domain several elements use lands in a chunk they share. An import runs before
 * the importing module's body, so a domain is registered before anything can ask for its keys.
 */

const VIRTUAL = 'farm-catalogue:';
const CATALOGUE_DECLARATION = /export const (\w+) = defineCatalogue\(/;
// A key as a catalogue declares it: `'cron.field.second': '秒'`.
const DECLARED_KEY = /['"]([a-zA-Z]+)\.[\w.-]+['"]\s*:/g;
// A quoted or back-quoted string that starts with `<domain>.`: how every message key is written,
// a template completed at run time (validation.${rule}) included.
const KEY_LITERAL = /['"`]([a-zA-Z]+)\.[\w$]/g;
const SOURCE_FILE = /\.(ts|tsx|mts)$/;

export interface CatalogueFile {
  /** Absolute path of the catalogue module. */
  file: string;
  /** Its exported `defineCatalogue(...)` constant. */
  exportName: string;
}

/** Key prefix (`cron`, `ui`) -> the catalogue modules whose keys carry it. */
export function catalogueDomains(cataloguesDir: string): Map<string, CatalogueFile[]> {
  const domains = new Map<string, CatalogueFile[]>();
  for (const name of readdirSync(cataloguesDir).sort()) {
    if (!SOURCE_FILE.test(name) || name.startsWith('index.')) continue;
    const file = path.join(cataloguesDir, name);
    const source = readFileSync(file, 'utf8');
    const exportName = CATALOGUE_DECLARATION.exec(source)?.[1];
    if (!exportName) continue;
    // A catalogue with no key yet (the element domain) serves no prefix.
    const prefixes = new Set([...source.matchAll(DECLARED_KEY)].map((match) => match[1]));
    for (const prefix of prefixes) domains.set(prefix, [...(domains.get(prefix) ?? []), { file, exportName }]);
  }
  return domains;
}

/** The domains whose keys `code` names, in first-use order. */
export function domainsNamedIn(code: string, known: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  for (const match of code.matchAll(KEY_LITERAL)) if (known.has(match[1])) named.add(match[1]);
  return [...named];
}

/** Whether a chunk of these modules registers a catalogue, and so must be kept for its effect. */
export function registersCatalogue(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => id.startsWith(`\0${VIRTUAL}`));
}

export function catalogueChunksPlugin(root: string): Plugin {
  const i18nDir = path.resolve(root, 'elements/core/i18n');
  const translate = path.join(i18nDir, 'translate.ts');
  const store = path.join(i18nDir, 'widget-catalogues.ts');
  const cataloguesDir = path.join(i18nDir, 'catalogues');
  const domains = catalogueDomains(cataloguesDir);
  const known = new Set(domains.keys());
  const importPath = (file: string) => JSON.stringify(file.split(path.sep).join('/'));

  return {
    name: 'farm-catalogue-chunks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './catalogues' && importer && path.resolve(importer) === translate) return store;
      if (source.startsWith(VIRTUAL) && known.has(source.slice(VIRTUAL.length))) return `\0${source}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const files = domains.get(id.slice(VIRTUAL.length + 1)) ?? [];
      const code = [
        `import { registerCatalogue } from ${importPath(store)};`,
        ...files.map(({ file, exportName }) => `import { ${exportName} } from ${importPath(file)};`),
        ...files.map(({ exportName }) => `registerCatalogue(${exportName});`),
      ].join('\n');
      return { code, moduleSideEffects: true };
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (id.startsWith('\0') || file.includes(`${path.sep}node_modules${path.sep}`) || !SOURCE_FILE.test(file))
        return null;
      if (file.startsWith(cataloguesDir + path.sep) || file === store) return null;
      const named = domainsNamedIn(code, known);
      if (named.length === 0) return null;
      // Prepended on the first line, so every later line keeps its number.
      return { code: named.map((domain) => `import '${VIRTUAL}${domain}';`).join('') + code, map: null };
    },
  };
}
