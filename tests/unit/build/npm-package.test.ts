import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { checkExports, expectedExports } from '../../../scripts/package-exports.mjs';
// @ts-expect-error plain JavaScript build script
import { jsxDeclarationsFor } from '../../../scripts/types.mjs';

const root = path.resolve(__dirname, '../../..');
// A host compiling against the packed declarations is tests/package/vite-react-host.pkg.ts.

describe('the npm package surface', () => {
  it('exports every element registration module with its declarations, and the React entry', () => {
    expect(checkExports(root)).toEqual({ current: true });
    const exports = expectedExports(root);
    expect(exports['./farm-cron']).toEqual({
      types: './dist/types/elements/cron/element.d.ts',
      default: './dist/elements/esm/farm-cron.js',
    });
    expect(exports['./react'].default).toBe('./dist/elements/esm/react.js');
  });

  it('declares each tag for JSX with every settable property typed as the element types it, and typed farm-* events, leaving native events to React', () => {
    const text: string = jsxDeclarationsFor(root);
    expect(text).toContain(
      `"farm-cron": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElementTagNameMap["farm-cron"]>`,
    );
    expect(text).toContain(`hideYear?: HTMLElementTagNameMap["farm-cron"]["hideYear"];`);
    expect(text).toContain(`columns?: HTMLElementTagNameMap["farm-grid"]["columns"];`);
    expect(text).toContain(`import type { FarmCronElement } from './elements/cron/element';`);
    expect(text).toContain(
      `"onfarm-change"?: (event: FarmElementEventMap<typeof FarmCronElement>["farm-change"]) => void;`,
    );
    expect(text).not.toContain('onchange?:');
    expect(text).not.toContain('validity?:');
  });

  it('exports the dialog calls (prompt, promptSaveName, showDetail) as farm-elements/dialogs', () => {
    expect(expectedExports(root)['./dialogs']).toEqual({
      types: './dist/types/elements/dialogs/calls.d.ts',
      default: './dist/elements/esm/dialogs.js',
    });
  });

  it('exports the list export as a call (exportXls) as farm-elements/export', () => {
    expect(expectedExports(root)['./export']).toEqual({
      types: './dist/types/elements/import/export/export-call.d.ts',
      default: './dist/elements/esm/export.js',
    });
  });

  it('gives farm-elements/jsx a module to load, so a plain import of it bundles', () => {
    expect(expectedExports(root)['./jsx']).toEqual({ types: './dist/types/jsx.d.ts', default: './dist/types/jsx.js' });
  });

  it('exports each element class without registration beside its registration module', () => {
    expect(expectedExports(root)['./farm-cron/class']).toEqual({
      types: './dist/types/elements/cron/element.d.ts',
      default: './dist/elements/esm/class/farm-cron.js',
    });
  });
});
