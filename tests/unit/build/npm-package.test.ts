import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { jsxDeclarations } from '../../../scripts/element-jsx-types.mjs';
// @ts-expect-error plain JavaScript build script
import { checkExports, expectedExports } from '../../../scripts/package-exports.mjs';
// @ts-expect-error plain JavaScript build script
import { buildTypes } from '../../../scripts/types.mjs';

const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
const scratch = mkdtempSync(path.join(tmpdir(), 'farm-npm-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the npm package surface', () => {
  it('exports every element registration module with its declarations, and the React entry', () => {
    expect(checkExports(root)).toEqual({ current: true });
    const exports = expectedExports(root);
    expect(exports['./farm-cron']).toEqual({ types: './dist/types/elements/cron/element.d.ts', default: './dist/elements/esm/farm-cron.js' });
    expect(exports['./react'].default).toBe('./dist/elements/esm/react.js');
  });

  it('declares each tag for JSX with typed properties and farm-* events, leaving native events to React', () => {
    const text: string = jsxDeclarations(manifest);
    expect(text).toContain(`"farm-cron": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElementTagNameMap["farm-cron"]>`);
    expect(text).toMatch(/hideYear\?: boolean;/);
    expect(text).toContain(`"onfarm-change"?: (event: CustomEvent) => void;`);
    expect(text).not.toContain('onchange?:');
  });

  it('exports each element class without registration beside its registration module', () => {
    expect(expectedExports(root)['./farm-cron/class']).toEqual({ types: './dist/types/elements/cron/element.d.ts', default: './dist/elements/esm/class/farm-cron.js' });
  });

  it(
    'a React 19 host type-checks against the built declarations through the package exports: tags, the class entry and typed events',
    () => {
      const types = path.join(scratch, 'types');
      buildTypes({ root, outDir: types });
      // The package as a host installs it: its package.json (with the real exports) and dist/types.
      const installed = path.join(scratch, 'node_modules', 'farm-elements');
      mkdirSync(path.join(installed, 'dist'), { recursive: true });
      symlinkSync(types, path.join(installed, 'dist', 'types'), 'dir');
      const { exports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: unknown };
      writeFileSync(path.join(installed, 'package.json'), JSON.stringify({ name: 'farm-elements', type: 'module', exports }));
      const consumer = (body: string, script = '') => {
        writeFileSync(
          path.join(scratch, 'host.tsx'),
          [
            `import type {} from 'farm-elements/jsx';`,
            `import { CronControl } from 'farm-elements/react';`,
            `import { FarmCronElement } from 'farm-elements/farm-cron/class';`,
            `customElements.define('my-cron', class extends FarmCronElement {});`,
            `const cron = document.createElement('farm-cron');`,
            `cron.addEventListener('farm-change', (event) => event.detail.value.trim());`,
            `cron.addEventListener('click', (event) => event.clientX);`,
            script,
            `export const page = <div>${body}<CronControl value="0 0 2 * * ?" /></div>;`,
          ].join('\n'),
        );
        writeFileSync(
          path.join(scratch, 'tsconfig.json'),
          JSON.stringify({
            compilerOptions: {
              strict: true, jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', lib: ['ES2023', 'DOM'], noEmit: true, skipLibCheck: true,
              typeRoots: [path.join(root, 'node_modules/@types')],
              paths: { react: [path.join(root, 'node_modules/@types/react')], 'react/jsx-runtime': [path.join(root, 'node_modules/@types/react/jsx-runtime')] },
            },
            files: ['host.tsx'],
          }),
        );
        try {
          execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(scratch, 'tsconfig.json')], { encoding: 'utf8' });
          return '';
        } catch (error) {
          return String((error as { stdout?: string }).stdout);
        }
      };
      const valid = consumer(
        `<farm-cron value="0 0 2 * * ?" hideYear onfarm-change={(event) => event.detail} />`,
        `document.querySelector('farm-grid')?.addEventListener('farm-save', (event) => event.detail.tableData.length);`,
      );
      expect(valid).toBe('');
      const wrong = consumer(`<farm-cron value={5} />`, `cron.addEventListener('farm-change', (event) => event.detail.rows);`);
      expect(wrong).toContain("Type 'number' is not assignable to type 'string'");
      expect(wrong).toContain("Property 'rows' does not exist on type 'CronChange'");
    },
    180000,
  );
});
