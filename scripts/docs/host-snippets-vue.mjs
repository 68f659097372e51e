// The Vue 3 snippets, as text: the plugin option that leaves farm-* tags to the browser, and a
// component binding the element's attribute, its rich data (`.prop`) and its main event.
import { detailTypeImport, typedEvent } from './snippet-events.mjs';
import { richProperties, sampleAttribute } from './snippet-facts.mjs';
import { handlerName, jsValue } from './snippet-text.mjs';

export const VUE_CONFIG = `// vite.config.ts: Vue leaves farm-* tags to the browser instead of resolving them as components
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('farm-') } } })],
});`;

export function vueSnippet(element, exportedTypes) {
  const tag = element.tagName;
  const sample = sampleAttribute(element);
  const rich = richProperties(element);
  const typed = typedEvent(element, exportedTypes);
  const handler = typed && handlerName(typed.event.name);
  const bindings = [
    sample && `:${sample.name}="${sample.field}"`,
    ...rich.map((field) => `:${field.name}.prop="${field.name}"`),
    typed && `@${typed.event.name}="${handler}"`,
  ].filter(Boolean);
  return [
    '<script setup lang="ts">',
    ...(sample || rich.length ? ["import { ref } from 'vue';"] : []),
    `import 'farm-elements/${tag}'; // registers <${tag}>`,
    ...detailTypeImport(typed),
    '',
    ...(sample ? [`const ${sample.field} = ref(${jsValue(sample)});`] : []),
    ...rich.map((field) => `const ${field.name} = ref(${field.value}); // rich data: bound as a property with .prop`),
    ...(typed
      ? [
          ...(typed.note ? [typed.note] : []),
          `function ${handler}(${typed.parameter}) {`,
          '  console.log(event.detail);',
          '}',
        ]
      : []),
    '</script>',
    '',
    '<template>',
    `  <${tag}${bindings.length ? ` ${bindings.join(' ')}` : ''}></${tag}>`,
    '</template>',
  ].join('\n');
}
