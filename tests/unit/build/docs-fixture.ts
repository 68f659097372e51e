// A small custom-elements.json (schema field names) with what the real manifest may not carry yet:
// attribute, field and CSS property defaults, methods with parameters and return types, slots,
// deprecations, and markup in places that must come out escaped.

export const HOSTILE = '"><script>alert(1)</script>';

export const fixtureManifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'elements/sample/element.ts',
      declarations: [
        {
          kind: 'class',
          name: 'FarmSampleBase',
          tagName: 'farm-sample',
          customElement: true,
          summary: 'A sample element.',
          description: 'Shows `<b>` as text.',
          attributes: [
            {
              name: 'value',
              fieldName: 'value',
              type: { text: 'string' },
              default: '0 0 12 * * ?',
              description: 'The expression, e.g. `0 0 12 * * ?`.',
            },
            { name: 'size', fieldName: 'size', type: { text: "'medium' | 'small'" }, default: 'medium' },
            { name: 'hide-year', fieldName: 'hideYear', type: { text: 'boolean' }, description: 'Leave the year out.' },
            {
              name: 'label',
              fieldName: 'label',
              type: { text: 'string' },
              default: HOSTILE,
              deprecated: 'Use `caption`.',
            },
          ],
          members: [
            { kind: 'field', name: 'value', attribute: 'value', type: { text: 'string' } },
            { kind: 'field', name: 'rows', type: { text: 'SampleRow[]' }, default: '[]', description: 'The rows.' },
            {
              kind: 'field',
              name: 'renderCell',
              type: { text: '(row: SampleRow) => Node' },
              description: 'Draws a cell.',
            },
            { kind: 'field', name: 'secret', privacy: 'private' },
            { kind: 'field', name: 'registry', static: true },
            {
              kind: 'method',
              name: 'validate',
              parameters: [{ name: 'rows', type: { text: 'SampleRow[]' }, optional: true }],
              return: { type: { text: 'Promise<boolean>' }, description: 'Whether every cell passed.' },
              description: 'Checks every cell.',
            },
            {
              kind: 'method',
              name: 'addRows',
              parameters: [{ name: 'rows', type: { text: 'SampleRow[]' }, rest: true }],
              return: { type: { text: 'void' } },
            },
            { kind: 'method', name: 'internal', privacy: 'private' },
          ],
          events: [
            { name: 'farm-change', type: { text: 'CustomEvent<SampleChange>' }, description: 'The user changed it.' },
            { name: 'change', type: { text: 'Event' } },
          ],
          slots: [
            { name: '', description: 'The caption.' },
            { name: 'footer', description: 'Below the rows.' },
          ],
          cssParts: [{ name: 'input', description: 'The text box.' }],
          cssProperties: [
            { name: '--farm-color-primary', default: '#33ce7b', description: 'The accent.' },
            { name: '--farm-radius', description: 'Corners.' },
          ],
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: 'farm-sample',
          declaration: { name: 'FarmSampleBase', module: 'elements/sample/element.ts' },
        },
        {
          kind: 'js',
          name: 'FarmSampleElement',
          declaration: { name: 'FarmSampleElement', module: 'elements/sample/element.ts' },
        },
      ],
    },
  ],
};

/** The source of the fixture's element, as defineFarmElement() would be called for it. */
export const FIXTURE_SOURCE = `const FarmSampleBase = defineFarmElement('farm-sample', SampleControl, {
  attributes: { value: 'string' },
  events: {
    /** Changed. */
    onChange: { type: 'farm-change', alsoFire: ['change'] },
    onRowsAdded: 'farm-rows-added',
  },
});`;

/** The HTML of one section of a page, by its id (sections do not nest in the docs). */
export function sectionById(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}">`);
  if (start < 0) return '';
  return html.slice(start, html.indexOf('</section>', start) + '</section>'.length);
}
