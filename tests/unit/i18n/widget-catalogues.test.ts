import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ModuleFacts, readModule } from './module-facts';

const root = path.resolve(__dirname, '../../..');
const widgetCataloguesDir = path.join(root, 'elements/core/i18n/catalogues');
const consoleCataloguesDir = path.join(root, 'console/i18n/catalogues');

const domainOf = (key: string) => key.slice(0, key.indexOf('.'));
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

function sourcesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesBelow(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const facts = new Map<string, ModuleFacts>();
const factsOf = (file: string): ModuleFacts => {
  const known = facts.get(file);
  if (known) return known;
  const read = readModule(file);
  facts.set(file, read);
  return read;
};
const catalogueFiles = (dir: string) => sourcesBelow(dir).filter((file) => path.basename(file) !== 'index.ts');

/** Widget catalogue module -> the domains (key prefixes) it registers. */
const widgetCatalogues = new Map(
  catalogueFiles(widgetCataloguesDir).map((file) => [file, new Set(factsOf(file).declaredKeys.map(domainOf))]),
);
const widgetDomains = new Set([...widgetCatalogues.values()].flatMap((domains) => [...domains]));
const consoleDomains = new Set(
  catalogueFiles(consoleCataloguesDir).flatMap((file) => factsOf(file).declaredKeys.map(domainOf)),
);
const elementSources = sourcesBelow(path.join(root, 'elements')).filter(
  (file) => !file.startsWith(widgetCataloguesDir + path.sep),
);

describe('the widget runtime holds only what widgets say', () => {
  it('reads the widget and the console catalogues', () => {
    expect(widgetDomains).toContain('cron');
    expect(widgetDomains).toContain('ui');
    expect(consoleDomains).toContain('console');
    expect(consoleDomains).toContain('system');
  });

  it('keeps the console domains and the widget domains apart', () => {
    expect([...widgetDomains].filter((domain) => consoleDomains.has(domain))).toEqual([]);
  });

  it('holds no key that no element names (a console text would be one)', () => {
    const named = elementSources.flatMap((file) => factsOf(file).keyTexts);
    const exact = new Set(named);
    const templateStarts = named.filter((text) => text.endsWith('.'));
    const unsaid = [...widgetCatalogues.keys()].flatMap((file) =>
      [...new Set(factsOf(file).declaredKeys)]
        .filter((key) => !exact.has(key) && !templateStarts.some((start) => key.startsWith(start)))
        .map((key) => `${relative(file)}: ${key}`),
    );
    expect(unsaid).toEqual([]);
  });

  it('has no element module name a console key or import the console', () => {
    const consoleDir = path.join(root, 'console') + path.sep;
    const offending = elementSources.flatMap((file) => [
      ...factsOf(file)
        .keyTexts.filter((text) => consoleDomains.has(domainOf(text)))
        .map((key) => `${relative(file)} names ${key}`),
      ...factsOf(file)
        .imports.filter((imported) => imported.startsWith(consoleDir))
        .map((imported) => `${relative(file)} imports ${relative(imported)}`),
    ]);
    expect(offending).toEqual([]);
  });
});

// The element builds have no step that adds catalogues: a module's own imports decide which texts
// travel with it, so a page with one widget carries that widget's texts and no other's.
describe('each element module registers the catalogues of the keys it names, and only those', () => {
  const gaps = elementSources.flatMap((file) => {
    const named = new Set(
      factsOf(file)
        .keyTexts.map(domainOf)
        .filter((domain) => widgetDomains.has(domain)),
    );
    const registered = new Set(
      factsOf(file).imports.flatMap((imported) => [...(widgetCatalogues.get(imported) ?? [])]),
    );
    return [
      ...[...named]
        .filter((domain) => !registered.has(domain))
        .map((domain) => `${relative(file)} names ${domain} keys but imports no ${domain} catalogue`),
      ...[...registered]
        .filter((domain) => !named.has(domain))
        .map((domain) => `${relative(file)} imports the ${domain} catalogue but names none of its keys`),
    ];
  });

  it('finds modules that name keys', () => {
    expect(elementSources.filter((file) => factsOf(file).keyTexts.length > 0).length).toBeGreaterThan(50);
  });

  it('leaves no module naming keys its bundle may lack, nor importing a catalogue for nothing', () => {
    expect(gaps).toEqual([]);
  });
});
