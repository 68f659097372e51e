import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { elementDeclarations, elementPage } from '../../../scripts/docs/element-page.mjs';
// @ts-expect-error plain JavaScript build script
import { classSnippet, npmSnippet, scriptTagSnippet } from '../../../scripts/docs/host-snippets-dom.mjs';
// @ts-expect-error plain JavaScript build script
import { reactComponentSnippet, reactTagSnippet } from '../../../scripts/docs/host-snippets-react.mjs';
// @ts-expect-error plain JavaScript build script
import { VUE_CONFIG, vueSnippet } from '../../../scripts/docs/host-snippets-vue.mjs';
// @ts-expect-error plain JavaScript build script
import { escapeHtml } from '../../../scripts/docs/html.mjs';
// @ts-expect-error plain JavaScript build script
import { reactComponentOf, reactComponents, reactEntry } from '../../../scripts/docs/react-components.mjs';
import { FIXTURE_SOURCE, fixtureManifest, sectionById } from './docs-fixture';

const root = path.resolve(__dirname, '../../..');
const [sample] = elementDeclarations(fixtureManifest);
const react = reactComponentOf(FIXTURE_SOURCE, 'farm-sample', new Set(['SampleControl']));

describe('a script-tag host', () => {
  it('loads the script, configures the page, writes the tag with an attribute and listens to the main event', () => {
    const text: string = scriptTagSnippet(sample);
    expect(text).toContain('<script src="/elements/farm-elements.js"></script>');
    expect(text).toContain("FarmElements.configure({ apiBase: '/jeecg-boot'");
    expect(text).toContain('<farm-sample value="0 0 12 * * ?"></farm-sample>');
    expect(text).toContain('sample.rows = [];');
    expect(text).toContain(
      "sample.addEventListener('farm-change', (event) => console.log(event.detail)); // detail: SampleChange",
    );
  });
});

describe('an npm host', () => {
  it('imports the registration entry, configures through configureFarmElements and sets properties', () => {
    const text: string = npmSnippet(sample);
    expect(text).toContain("import 'farm-elements/farm-sample'; // registers <farm-sample>");
    expect(text).toContain("import { configureFarmElements } from 'farm-elements/react';");
    expect(text).toContain("sample.value = '0 0 12 * * ?';");
    expect(text).toContain("sample.addEventListener('farm-change'");
  });

  it('defines the class of the /class entry under its own tag name, the exported class rather than the base', () => {
    expect(classSnippet(sample, 'FarmSampleElement')).toBe(
      "import { FarmSampleElement } from 'farm-elements/farm-sample/class'; // registers nothing\n\ncustomElements.define('acme-sample', FarmSampleElement);",
    );
    expect(sectionById(elementPage(sample, ''), 'hosts')).toContain('FarmSampleElement');
  });
});

describe('a React 19 host', () => {
  it('renders the plain component with the callback prop behind the main event, when farm-elements/react has one', () => {
    expect(react).toEqual({
      component: 'SampleControl',
      callbacks: { 'farm-change': 'onChange', 'farm-rows-added': 'onRowsAdded' },
    });
    const text: string = reactComponentSnippet(sample, react);
    expect(text).toContain("import { SampleControl, configureFarmElements } from 'farm-elements/react';");
    expect(text).toMatch(/<SampleControl\n\s+value="0 0 12 \* \* \?"\n\s+rows=\{\[\]\}\n\s+onChange=\{/);
  });

  it('renders the tag in JSX with the jsx types and a typed onfarm-* handler', () => {
    const text: string = reactTagSnippet(sample);
    expect(text).toContain("import 'farm-elements/farm-sample';");
    expect(text).toContain("import type {} from 'farm-elements/jsx';");
    expect(text).toContain('onfarm-change={(event: CustomEvent<SampleChange>) => console.log(event.detail)}');
    expect(text).toContain('// SampleChange: the type of the farm-change detail');
  });

  it('imports the detail type from farm-elements/react when the entry exports it', () => {
    const text: string = reactTagSnippet(sample, new Set(['SampleChange']));
    expect(text).toContain("import type { SampleChange } from 'farm-elements/react';");
    expect(text).not.toContain('// SampleChange:');
    expect(vueSnippet(sample, new Set(['SampleChange']))).toContain(
      "import type { SampleChange } from 'farm-elements/react';",
    );
  });

  it('offers only the tag when the React entry does not export the element’s component', () => {
    expect(reactComponentOf(FIXTURE_SOURCE, 'farm-sample', new Set(['OtherControl']))).toBeUndefined();
    const hosts = sectionById(elementPage(sample, ''), 'hosts');
    expect(hosts).toContain('has no plain component');
    expect(sectionById(elementPage(sample, '', { react }), 'hosts')).toContain(
      escapeHtml("import { SampleControl, configureFarmElements } from 'farm-elements/react';"),
    );
  });

  it('reads the real components from the sources: the cron control, the query’s own event, none for the notice bell', () => {
    const components = reactComponents(
      root,
      elementDeclarations(JSON.parse(readFileSync(path.join(root, 'custom-elements.json'), 'utf8'))),
    );
    expect(components.get('farm-cron')).toMatchObject({
      component: 'CronControl',
      callbacks: { 'farm-change': 'onChange' },
    });
    expect(components.get('farm-query')?.callbacks['farm-query-change']).toBe('onChange');
    expect(components.has('farm-notice-bell')).toBe(false);
  });

  it('knows the detail types farm-elements/react exports, which the index’s React snippet imports', () => {
    const { values, types } = reactEntry(root);
    expect(values.has('CronControl')).toBe(true);
    expect(values.has('CronChange')).toBe(false);
    expect(types.has('CronChange')).toBe(true);
    expect(types.has('CronControlProps')).toBe(true);
  });
});

describe('a Vue 3 host', () => {
  it('marks farm-* tags as custom elements in the Vue plugin', () => {
    expect(VUE_CONFIG).toContain("import vue from '@vitejs/plugin-vue';");
    expect(VUE_CONFIG).toContain("compilerOptions: { isCustomElement: (tag) => tag.startsWith('farm-') }");
  });

  it('binds the attribute, passes rich data with .prop and listens with @farm-*', () => {
    const text: string = vueSnippet(sample);
    expect(text).toContain('<farm-sample :value="value" :rows.prop="rows" @farm-change="onChange"></farm-sample>');
    expect(text).toContain('function onChange(event: CustomEvent<SampleChange>) {');
    expect(text).toContain("const value = ref('0 0 12 * * ?');");
  });
});

describe('snippets on the page', () => {
  it('are escaped: an attribute example with quotes and markup is shown as source', () => {
    const attributes = [
      { name: 'caption', fieldName: 'caption', type: { text: 'string' }, description: 'e.g. `a"b<i>`' },
    ];
    const hostile = { ...sample, attributes };
    const hosts = sectionById(elementPage(hostile, ''), 'hosts');
    expect(hosts).not.toContain('<i>');
    expect(hosts).toContain(escapeHtml('<farm-sample caption="a&quot;b<i>"></farm-sample>'));
    expect(reactTagSnippet(hostile)).toContain(`caption={'a"b<i>'}`);
    for (const text of [
      scriptTagSnippet(hostile),
      npmSnippet(hostile),
      reactTagSnippet(hostile),
      vueSnippet(hostile),
    ]) {
      expect(hosts).toContain(escapeHtml(text));
    }
  });
});
