import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every element of the package keeps its own accessibility suite (describeAccessibility in
// tests/elements/a11y.ts): axe closed and with each dialog open, with and without the
// accessibleContrast switch. A new element without one fails here, not silently.

const ROOT = path.resolve(__dirname, '../../..');

function documentedTags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8')) as {
    modules: { declarations?: { tagName?: string; customElement?: boolean }[] }[];
  };
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .flatMap((declaration) => (declaration.customElement && declaration.tagName ? [declaration.tagName] : []));
}

function elementTestSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return elementTestSources(full);
    return /\.test\.tsx?$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

describe('element accessibility tests', () => {
  const suites = elementTestSources(path.join(ROOT, 'tests/elements'))
    .filter((source) => source.includes('describeAccessibility'))
    .join('\n');

  for (const tag of documentedTags()) {
    it(`<${tag}> has its accessibility suite`, () => {
      expect(suites).toMatch(new RegExp(`describeAccessibility<[^>]*>\\(\\{\\s*tag: '${tag}'`));
    });
  }
});
