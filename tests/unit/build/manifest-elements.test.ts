import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedModulePath } from '../../../scripts/element-sources.mjs';
// @ts-expect-error plain JavaScript build script
import { manifestSchemaErrors } from '../../../scripts/manifest/schema-check.mjs';
// @ts-expect-error plain JavaScript build script
import { expectedExports } from '../../../scripts/package-exports.mjs';

// custom-elements.json as committed (`npm test` also checks it is current): what tools read.
const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));

interface Member {
  kind: string;
  name: string;
  static?: boolean;
  readonly?: boolean;
  type?: { text: string };
  default?: string;
  attribute?: string;
  parameters?: { name: string; type?: { text: string } }[];
  return?: { type?: { text: string } };
}
interface Element {
  tagName: string;
  formAssociated?: boolean;
  attributes: { name: string; default?: string }[];
  members: Member[];
  cssProperties: { name: string; default?: string }[];
}
const modules: {
  path: string;
  declarations: Element[];
  exports: { kind: string; declaration: { module: string } }[];
}[] = manifest.modules;
const element = (tag: string) => modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag) as Element;
const member = (tag: string, name: string) => element(tag).members.find((m) => m.name === name && !m.static);

describe('custom-elements.json follows the Custom Elements Manifest schema', () => {
  it('has nothing the schema refuses', () => {
    expect(manifestSchemaErrors(manifest)).toEqual([]);
  });

  it("checks a custom element's own fields, not only those of a plain class", () => {
    const broken = structuredClone(manifest);
    broken.modules[0].declarations[0].attributes[0].name = 5;
    expect(manifestSchemaErrors(broken)).toContain('/modules/0/declarations/0/attributes/0/name must be string');
  });
});

describe('each element module is the JavaScript the package ships', () => {
  it('names dist/elements/esm/<tag>.js, what the package export of the tag resolves to', () => {
    const exports = expectedExports(root);
    for (const module of modules) {
      const tag = module.declarations[0].tagName;
      expect(module.path).toBe(shippedModulePath(tag));
      expect(exports[`./${tag}`].default).toBe(`./${module.path}`);
      for (const entry of module.exports) expect(entry.declaration.module).toBe(module.path);
    }
  });
});

describe('the grid: JSON columns, typed rich properties and its methods', () => {
  it('lists columns as an attribute and a property, and rows with its type', () => {
    expect(element('farm-grid').attributes.map((a) => a.name)).toContain('columns');
    expect(member('farm-grid', 'columns')).toMatchObject({
      kind: 'field',
      type: { text: 'readonly GridColumn[]' },
      attribute: 'columns',
    });
    expect(member('farm-grid', 'rows')).toMatchObject({ kind: 'field', type: { text: 'readonly GridRow[]' } });
  });

  it('lists its ten methods, and those of a form control, with parameters and return types', () => {
    const methods = element('farm-grid').members.filter((m) => m.kind === 'method');
    expect(methods.map((m) => m.name).sort()).toEqual(
      [
        'addRows',
        'clearSelection',
        'getAll',
        'getSelection',
        'insertRows',
        'moveRow',
        'removeRows',
        'setValues',
        'toggleSubForm',
        'validate',
        'checkValidity',
        'reportValidity',
      ].sort(),
    );
    expect(member('farm-grid', 'getAll')?.return?.type?.text).toBe('GridData');
    expect(member('farm-grid', 'moveRow')?.parameters).toEqual([
      { name: 'from', type: { text: 'number' } },
      { name: 'to', type: { text: 'number' } },
    ]);
  });

  it('is form-associated: a name, required, its form value and the form-control members', () => {
    expect(element('farm-grid').formAssociated).toBe(true);
    expect(member('farm-grid', 'validity')).toMatchObject({ kind: 'field', readonly: true });
    expect(member('farm-grid', 'value')).toMatchObject({ kind: 'field', type: { text: 'GridFormValue | null' } });
    expect(element('farm-grid').attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['name', 'required']));
  });
});

describe('defaults, form association and theme tokens', () => {
  const defaultOf = (tag: string, attribute: string) =>
    element(tag).attributes.find((a) => a.name === attribute)?.default;

  it('gives attribute defaults from the code and @default', () => {
    expect(defaultOf('farm-grid', 'max-height')).toBe('400');
    expect(defaultOf('farm-grid', 'size')).toBe("'medium'");
    expect(defaultOf('farm-grid', 'toolbar')).toBe('true');
    expect(defaultOf('farm-cron', 'mode')).toBe("'modal'");
    expect(defaultOf('farm-cron', 'year-bounds')).toBe("'open'");
  });

  it('marks every form-associated element and lists its form-control members', () => {
    const formElements = modules.flatMap((m) => m.declarations).filter((d) => d.formAssociated);
    expect(formElements.map((d) => d.tagName)).toContain('farm-cron');
    for (const declared of formElements) {
      expect(declared.members.find((m) => m.static && m.name === 'formAssociated')?.default).toBe('true');
      expect(declared.members.find((m) => m.name === 'validity')).toMatchObject({
        readonly: true,
        type: { text: 'ValidityState' },
      });
      expect(declared.members.find((m) => m.name === 'reportValidity')?.kind).toBe('method');
    }
  });

  it('lists the theme tokens each element reads with their light defaults, the host reset ones on all', () => {
    for (const module of modules) {
      const names = module.declarations[0].cssProperties.map((p) => p.name);
      expect(names).toEqual(
        expect.arrayContaining(['--farm-font-family', '--farm-font-size', '--farm-line-height', '--farm-color-text']),
      );
    }
    expect(element('farm-cron').cssProperties.find((p) => p.name === '--farm-color-primary')?.default).toBe('#33ce7b');
    expect(element('farm-grid').cssProperties.find((p) => p.name === '--farm-color-border')?.default).toBe('#d9d9d9');
  });
});
