import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it(
    'a React 19 host type-checks against the built declarations, and a wrong property type is refused',
    () => {
      const types = path.join(scratch, 'types');
      buildTypes({ root, outDir: types });
      const consumer = (body: string) => {
        writeFileSync(
          path.join(scratch, 'host.tsx'),
          `import type {} from '${types}/jsx';\nimport { CronControl } from '${types}/elements/react';\nexport const page = <div>${body}<CronControl value="0 0 2 * * ?" /></div>;\n`,
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
      expect(consumer(`<farm-cron value="0 0 2 * * ?" hideYear onfarm-change={(event) => event.detail} />`)).toBe('');
      expect(consumer(`<farm-cron value={5} />`)).toContain("Type 'number' is not assignable to type 'string'");
    },
    180000,
  );
});
