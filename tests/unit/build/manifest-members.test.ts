import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error the generator is plain JavaScript run by node
import { generateManifest } from '../../../scripts/manifest.mjs';
// @ts-expect-error the generator is plain JavaScript run by node
import { mergeCssProperties } from '../../../scripts/manifest/css-properties.mjs';

const FIXTURES = 'tests/unit/build/fixtures';

interface Member {
  kind: string;
  name: string;
  static?: boolean;
  readonly?: boolean;
  type?: { text: string };
  default?: string;
  attribute?: string;
  reflects?: boolean;
  description?: string;
  parameters?: { name: string; type?: { text: string }; optional?: boolean }[];
  return?: { type?: { text: string } };
}
interface Element {
  name: string;
  tagName: string;
  formAssociated?: boolean;
  attributes: { name: string; type?: { text: string }; default?: string; fieldName?: string; description?: string }[];
  members: Member[];
  cssProperties: { name: string; default?: string; description?: string }[];
}
interface Manifest {
  modules: {
    path: string;
    declarations: Element[];
    exports: { kind: string; name: string; declaration: { name: string; module: string } }[];
  }[];
}

const scratch = mkdtempSync(path.join(tmpdir(), 'farm-manifest-members-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let generated: Promise<Manifest> | undefined;
async function field(): Promise<{ module: Manifest['modules'][number]; element: Element }> {
  generated ??= generateManifest({ sourceDirs: [FIXTURES] }) as Promise<Manifest>;
  const [module] = (await generated).modules;
  return { module, element: module.declarations[0] };
}
const member = (element: Element, name: string) => element.members.find((m) => m.name === name && !m.static);

describe('every prop the options declare is a member, typed as the component types it', () => {
  it('a JSON attribute is an attribute read from markup and a property of the rich type', async () => {
    const { element } = await field();
    expect(element.attributes.find((a) => a.name === 'options')).toEqual({
      name: 'options',
      type: { text: 'string' },
      fieldName: 'options',
      description:
        'The choices offered.\n\nRead once as JSON from static markup, never written: set the `options` property instead.',
    });
    expect(member(element, 'options')).toEqual({
      kind: 'field',
      name: 'options',
      type: { text: 'readonly string[]' },
      attribute: 'options',
      description: 'The choices offered.',
    });
  });

  it('a property-only prop takes its words from the JSDoc of its list', async () => {
    const { element } = await field();
    expect(member(element, 'tags')).toEqual({
      kind: 'field',
      name: 'tags',
      type: { text: 'readonly string[]' },
      description: 'Words shown after the value.',
    });
  });

  it('a default is the component one, or @default, which must agree with it', async () => {
    const { element } = await field();
    expect(element.attributes.map((a) => [a.name, a.default])).toEqual([
      ['value', "''"],
      ['size', "'small'"],
      ['limit', '8'],
      ['options', undefined],
    ]);
    const project = path.join(mkdtempSync(path.join(scratch, 'project-')), 'fixtures');
    cpSync(FIXTURES, project, { recursive: true });
    const source = path.join(project, 'manifest-field/element.ts');
    writeFileSync(source, readFileSync(source, 'utf8').replace('@default 8', '@default 9'));
    await expect(generateManifest({ root: path.dirname(project), sourceDirs: ['fixtures'] })).rejects.toThrow(
      'limit: @default 9 but the component defaults it to 8',
    );
  });
});

describe('members the options do not list are read off the element type', () => {
  it('a method added to the class, with its parameters, return type and words', async () => {
    const { element } = await field();
    expect(member(element, 'clear')).toEqual({
      kind: 'method',
      name: 'clear',
      description: 'Empties the field and answers what it held.',
      parameters: [{ name: 'keepFocus', type: { text: 'boolean' }, optional: true }],
      return: { type: { text: 'string' } },
    });
  });

  it('a form-associated element says so and has the form-control members, read-only where the DOM has them so', async () => {
    const { element } = await field();
    expect(element.formAssociated).toBe(true);
    expect(element.members.find((m) => m.static)).toMatchObject({
      kind: 'field',
      name: 'formAssociated',
      static: true,
      readonly: true,
      default: 'true',
    });
    for (const name of ['form', 'labels', 'validity', 'validationMessage', 'willValidate'])
      expect(member(element, name)).toMatchObject({ kind: 'field', readonly: true });
    expect(member(element, 'checkValidity')).toMatchObject({ kind: 'method', return: { type: { text: 'boolean' } } });
    expect(member(element, 'reportValidity')).toMatchObject({ kind: 'method', return: { type: { text: 'boolean' } } });
  });

  it('names the class as the shipped module exports it', async () => {
    const { module, element } = await field();
    expect(element.name).toBe('ManifestFieldElement');
    expect(module.path).toBe('dist/elements/esm/farm-manifest-field.js');
    expect(module.exports).toContainEqual({
      kind: 'js',
      name: 'ManifestFieldElement',
      declaration: { name: 'ManifestFieldElement', module: 'dist/elements/esm/farm-manifest-field.js' },
    });
    expect(module.declarations).toHaveLength(1);
  });
});

describe('the --farm-* custom properties are the theme tokens the element reads, with their defaults', () => {
  it('lists the token read through color.primary and those of the host reset, with the light defaults', async () => {
    const { element } = await field();
    expect(element.cssProperties.map((p) => p.name)).toEqual([
      '--farm-color-primary',
      '--farm-color-text',
      '--farm-font-family',
      '--farm-font-size',
      '--farm-line-height',
    ]);
    expect(element.cssProperties[0]).toEqual({
      name: '--farm-color-primary',
      default: '#33ce7b',
      description: "The value's colour.",
    });
    expect(element.cssProperties.find((p) => p.name === '--farm-font-size')?.default).toBe('14px');
  });

  it('refuses an @cssprop naming a theme token the element does not read', () => {
    const theme = {
      read: [{ token: 'colorText', name: '--farm-color-text', default: '#000' }],
      allNames: new Set(['--farm-color-text', '--farm-color-danger']),
    };
    expect(() =>
      mergeCssProperties('farm-x', [{ name: '--farm-color-danger', description: 'Errors.' }], theme),
    ).toThrow('--farm-color-danger names a theme token its styles never read');
    expect(mergeCssProperties('farm-x', [{ name: '--farm-x-gap', description: 'Own.' }], theme)).toEqual([
      {
        name: '--farm-color-text',
        default: '#000',
        description: 'Theme token `colorText`, inherited from the page: set it on the element or any ancestor.',
      },
      { name: '--farm-x-gap', description: 'Own.' },
    ]);
  });
});
