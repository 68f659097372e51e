// The snippets of the two plain-DOM hosts, as text (escaped where they are put on a page): a
// `<script>` tag with FarmElements.configure(), and an npm host importing the ES module entries.
import { detailTypeOf, mainEvent, richProperties, sampleAttribute } from './snippet-facts.mjs';
import { htmlAttribute, jsValue, SETTINGS, variableName } from './snippet-text.mjs';

/** The lines that give an element its rich data and listen to its main event, on `variable`. */
function scriptLines(element, variable) {
  const event = mainEvent(element);
  const detail = detailTypeOf(event);
  return [
    ...richProperties(element).map(
      (rich) => `${variable}.${rich.name} = ${rich.value}; // rich data is a property, never an attribute`,
    ),
    event &&
      `${variable}.addEventListener('${event.name}', (event) => console.log(event.detail));${detail ? ` // detail: ${detail}` : ''}`,
  ].filter(Boolean);
}

export function scriptTagSnippet(element) {
  const tag = element.tagName;
  const variable = variableName(tag);
  return [
    '<script src="/elements/farm-elements.js"></script>',
    '<script>',
    `  FarmElements.configure(${SETTINGS});`,
    '</script>',
    '',
    `<${tag}${htmlAttribute(sampleAttribute(element))}></${tag}>`,
    '<script>',
    `  const ${variable} = document.querySelector('${tag}');`,
    ...scriptLines(element, variable).map((line) => `  ${line}`),
    '</script>',
  ].join('\n');
}

export function npmSnippet(element) {
  const tag = element.tagName;
  const variable = variableName(tag);
  const sample = sampleAttribute(element);
  return [
    `import 'farm-elements/${tag}'; // registers <${tag}>`,
    "import { configureFarmElements } from 'farm-elements/react'; // settings only: registers nothing",
    '',
    `configureFarmElements(${SETTINGS});`,
    '',
    `const ${variable} = document.createElement('${tag}');`,
    ...(sample ? [`${variable}.${sample.field} = ${jsValue(sample)};`] : []),
    ...scriptLines(element, variable),
    `document.body.append(${variable});`,
  ].join('\n');
}

/** The `/class` entry: the same element class with no tag registered, defined under the host's own name. */
export function classSnippet(element, className) {
  const ownTag = element.tagName.replace(/^farm-/, 'acme-');
  return [
    `import { ${className} } from 'farm-elements/${element.tagName}/class'; // registers nothing`,
    '',
    `customElements.define('${ownTag}', ${className});`,
  ].join('\n');
}
