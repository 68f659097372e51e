import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { vscodeCustomData } from '../../../scripts/manifest/vscode-custom-data.mjs';
// @ts-expect-error plain JavaScript build script
import { webTypes } from '../../../scripts/manifest/web-types.mjs';

const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'));
const pkg = { name: 'farm-elements', version: '1.2.3' };

interface Markdown {
  kind: 'markdown';
  value: string;
}
interface VscodeAttribute {
  name: string;
  description?: Markdown;
  valueSet?: string;
  values?: { name: string }[];
}
interface VscodeTag {
  name: string;
  description: Markdown;
  attributes: VscodeAttribute[];
  references: { name: string; url: string }[];
}

describe('vscode.html-custom-data.json: VS Code completes and describes every tag and attribute', () => {
  const data = vscodeCustomData(manifest, pkg) as { version: number; tags: VscodeTag[] };
  const tag = (name: string) => data.tags.find((t) => t.name === name) as VscodeTag;
  const attribute = (tagName: string, name: string) =>
    tag(tagName).attributes.find((a) => a.name === name) as VscodeAttribute;

  it('is version 1.1 data with one tag per element', () => {
    expect(data.version).toBe(1.1);
    expect(data.tags.map((t) => t.name)).toContain('farm-grid');
    expect(data.tags).toHaveLength(manifest.modules.length);
  });

  it('offers an enum attribute its values, a boolean one as valueless, and says the default', () => {
    expect(attribute('farm-cron', 'mode').values).toEqual([{ name: 'inline' }, { name: 'modal' }]);
    expect(attribute('farm-cron', 'mode').description?.value).toContain('Default: `modal`.');
    expect(attribute('farm-cron', 'disabled').valueSet).toBe('v');
    expect(attribute('farm-grid', 'columns')).toBeDefined();
  });

  it("names the element's events, parts and custom properties in its description, and links the package", () => {
    const grid = tag('farm-grid').description.value;
    expect(grid).toContain('`farm-save`');
    expect(grid).toContain('**CSS parts:** `toolbar`');
    expect(grid).toContain('`--farm-color-primary`');
    expect(tag('farm-grid').references).toEqual([
      { name: 'farm-elements', url: 'https://www.npmjs.com/package/farm-elements' },
    ]);
  });
});

interface WebTypesElement {
  name: string;
  source: { module: string; symbol: string };
  attributes: { name: string; default?: string; value: { type: string; required?: boolean } }[];
  js: {
    properties: { name: string; type?: string; 'read-only'?: boolean }[];
    events: { name: string; type?: string }[];
  };
  css?: { properties?: { name: string; description?: string }[]; parts?: { name: string }[] };
}

describe('web-types.json: JetBrains IDEs know attributes, properties, events and CSS hooks', () => {
  const data = webTypes(manifest, pkg) as {
    name: string;
    version: string;
    contributions: { html: { elements: WebTypesElement[] } };
  };
  const element = (name: string) => data.contributions.html.elements.find((e) => e.name === name) as WebTypesElement;

  it('names the library and its version, one element per tag, each with the module that exports its class', () => {
    expect([data.name, data.version]).toEqual(['farm-elements', '1.2.3']);
    expect(element('farm-grid').source).toEqual({ module: 'farm-elements/farm-grid', symbol: 'FarmGridElement' });
  });

  it('gives attributes their types and plain defaults', () => {
    expect(element('farm-grid').attributes.find((a) => a.name === 'size')).toMatchObject({
      default: 'medium',
      value: { type: "'medium' | 'small' | 'mini' | 'tiny'" },
    });
    expect(element('farm-grid').attributes.find((a) => a.name === 'row-number')?.value).toEqual({
      type: 'boolean',
      required: false,
    });
  });

  it('lists JavaScript properties (methods as functions, read-only ones marked) and typed events', () => {
    const properties = element('farm-grid').js.properties;
    expect(properties.find((p) => p.name === 'rows')?.type).toBe('readonly GridRow[]');
    expect(properties.find((p) => p.name === 'moveRow')?.type).toBe('(from: number, to: number) => void');
    expect(element('farm-cron').js.properties.find((p) => p.name === 'validity')).toMatchObject({ 'read-only': true });
    expect(element('farm-grid').js.events.find((e) => e.name === 'farm-save')?.type).toBe('CustomEvent<GridData>');
  });

  it('lists CSS custom properties with their defaults and the parts', () => {
    const css = element('farm-grid').css;
    expect(css?.properties?.find((p) => p.name === '--farm-color-primary')?.description).toContain(
      'Default: `#33ce7b`.',
    );
    expect(css?.parts?.map((p) => p.name)).toEqual(['toolbar']);
  });
});
