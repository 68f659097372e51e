import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error plain JavaScript build script
import { elementDeclarations } from '../../scripts/docs/element-facts.mjs';
// @ts-expect-error plain JavaScript build script
import { npmSnippet } from '../../scripts/docs/host-snippets-dom.mjs';
// @ts-expect-error plain JavaScript build script
import { reactComponentSnippet, reactTagSnippet } from '../../scripts/docs/host-snippets-react.mjs';
// @ts-expect-error plain JavaScript build script
import { reactComponents, reactEntry } from '../../scripts/docs/react-components.mjs';
import { installHost, typeCheckHost } from './host-project';
import { ROOT } from './packed-tarball';

// What the element pages of the docs teach, compiled as a strict React 19 + TypeScript host writes
// it, against the declarations of the packed tarball.
test('every npm, JSX-tag and React-component snippet of the element pages type-checks', () => {
  const host = installHost('vanilla', ['react', 'react-dom', '@types/react', '@types/react-dom']);
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8'));
  const elements = elementDeclarations(manifest) as { tagName: string }[];
  const { values, types } = reactEntry(ROOT);
  const components = reactComponents(ROOT, elements, values);
  // The host's own session, which the snippets' tokenProvider reads.
  const files: Record<string, string> = { 'portal.d.ts': 'declare const myPortal: { token(): string | null };\n' };
  for (const element of elements) {
    const name = element.tagName.replace(/^farm-/, '');
    files[`${name}-npm.ts`] = npmSnippet(element);
    files[`${name}-tag.tsx`] = reactTagSnippet(element, types);
    const react = components.get(element.tagName);
    if (react) files[`${name}-component.tsx`] = reactComponentSnippet(element, react);
  }
  expect(Object.keys(files).length).toBeGreaterThan(40);
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(host, name), source);
  const compilerOptions = {
    strict: true,
    jsx: 'react-jsx',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    noEmit: true,
    types: [],
  };
  writeFileSync(path.join(host, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: Object.keys(files) }));
  expect(typeCheckHost(host)).toBe('');
});
