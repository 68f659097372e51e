import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { elementDeclarations, elementPage } from '../../../scripts/docs/element-page.mjs';
import { fixtureManifest, HOSTILE, sectionById } from './docs-fixture';

const [sample] = elementDeclarations(fixtureManifest);
const html: string = elementPage(sample, '<farm-sample></farm-sample>\n');

describe('an element page lists its API from the manifest', () => {
  it('has a section for every kind of entry the element has, each linked from the contents', () => {
    for (const id of [
      'example',
      'hosts',
      'attributes',
      'properties',
      'methods',
      'events',
      'slots',
      'css-parts',
      'css-properties',
    ]) {
      expect(sectionById(html, id), id).not.toBe('');
    }
    for (const id of [
      'example',
      'host-script',
      'host-npm',
      'host-react',
      'host-vue',
      'attributes',
      'properties',
      'methods',
      'events',
      'slots',
      'css-parts',
      'css-properties',
    ]) {
      expect(html, id).toContain(`<a href="#${id}">`);
    }
  });

  it('gives each attribute its property name and default, and — where the manifest has none', () => {
    const attributes = sectionById(html, 'attributes');
    expect(attributes).toContain('<th scope="col">Default</th>');
    expect(attributes).toMatch(
      /<td><code>value<\/code><\/td><td><code>value<\/code><\/td><td><code>string<\/code><\/td><td><code>0 0 12 \* \* \?<\/code><\/td>/,
    );
    expect(attributes).toMatch(
      /<td><code>hide-year<\/code><\/td><td><code>hideYear<\/code><\/td><td><code>boolean<\/code><\/td><td>—<\/td>/,
    );
    expect(attributes).toContain('<strong>Deprecated</strong>: Use `caption`.');
  });

  it('lists the property-only fields, not the attribute mirrors, private or static ones', () => {
    const properties = sectionById(html, 'properties');
    expect(properties).toMatch(
      /<td><code>rows<\/code><\/td><td><code>SampleRow\[\]<\/code><\/td><td><code>\[\]<\/code><\/td>/,
    );
    expect(properties).toContain('<code>(row: SampleRow) =&gt; Node</code>');
    expect(properties).not.toContain('<code>value</code>');
    expect(properties).not.toContain('secret');
    expect(properties).not.toContain('registry');
  });

  it('lists the public methods with their parameters, return type and description', () => {
    const methods = sectionById(html, 'methods');
    expect(methods).toContain('<code>validate()</code>');
    expect(methods).toContain('<code>rows?: SampleRow[]</code>');
    expect(methods).toContain('<code>Promise&lt;boolean&gt;</code>');
    expect(methods).toContain('<p>Checks every cell.</p>');
    expect(methods).toContain('<p>Whether every cell passed.</p>');
    expect(methods).toContain('<code>...rows: SampleRow[]</code>');
    expect(methods).not.toContain('internal');
  });

  it('names each event detail type, and lists slots, parts and custom properties with their defaults', () => {
    expect(sectionById(html, 'events')).toMatch(
      /<td><code>farm-change<\/code><\/td><td><code>SampleChange<\/code><\/td><td><code>CustomEvent&lt;SampleChange&gt;<\/code><\/td>/,
    );
    expect(sectionById(html, 'events')).toMatch(
      /<td><code>change<\/code><\/td><td>—<\/td><td><code>Event<\/code><\/td>/,
    );
    expect(sectionById(html, 'slots')).toContain('<td>(default)</td><td><p>The caption.</p></td>');
    expect(sectionById(html, 'slots')).toContain('<code>footer</code>');
    expect(sectionById(html, 'css-parts')).toContain('<code>::part(input)</code>');
    const properties = sectionById(html, 'css-properties');
    expect(properties).toMatch(/<code>--farm-color-primary<\/code><\/td><td><code>#33ce7b<\/code>/);
    expect(properties).toMatch(/<code>--farm-radius<\/code><\/td><td>—<\/td>/);
    expect(html).toContain('<a href="theming.html">');
  });

  it('escapes what the manifest says, so markup in it is shown and never run', () => {
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Shows <code>&lt;b&gt;</code> as text.');
  });

  it('leaves out a table the element has no rows for', () => {
    const bare = { ...sample, members: [], slots: [], cssProperties: [] };
    const page: string = elementPage(bare, '');
    expect(sectionById(page, 'methods')).toBe('');
    expect(page).not.toContain('href="#methods"');
    expect(sectionById(page, 'attributes')).not.toBe('');
  });
});
