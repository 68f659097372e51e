// The React 19 snippets, as text: the plain component of `farm-elements/react` where there is one,
// and the custom element itself in JSX, typed by `farm-elements/jsx`.
import { jsValue, SETTINGS } from './snippet-text.mjs';
import { detailTypeImport, typedEvent } from './snippet-events.mjs';
import { mainEvent, richProperties, sampleAttribute } from './snippet-facts.mjs';

/** A JSX prop for the sample: `hideYear`, `mode="inline"` or `maxHeight={320}`. */
function jsxProp(sample) {
  if (!sample) return [];
  if (sample.value === true) return [sample.field];
  const value = jsValue(sample);
  // A JSX string has no escapes: a value with a quote or backslash goes in as an expression.
  const plain = value.startsWith("'") && !/["\\]/.test(String(sample.value));
  return [plain ? `${sample.field}="${sample.value}"` : `${sample.field}={${value}}`];
}

/**
 * The component's prop for a sample attribute: the attribute's name in camelCase, which is the
 * prop the element was declared from. The element's own field may differ: a form element's `value`
 * attribute is its `defaultValue` field, while the component takes `value`.
 */
const asComponentProp = (sample) =>
  sample && { ...sample, field: sample.name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()) };

const jsxElement = (name, props) => [`    <${name}`, ...props.map((prop) => `      ${prop}`), '    />'];

export function reactComponentSnippet(element, react) {
  const event = mainEvent(element);
  const callback = event && react.callbacks[event.name];
  const props = [
    ...jsxProp(asComponentProp(sampleAttribute(element))),
    ...richProperties(element).map((rich) => `${rich.name}={${rich.value}}`),
  ];
  if (callback) props.push(`${callback}={(change) => console.log(change)}`);
  return [
    `import { ${react.component}, configureFarmElements } from 'farm-elements/react';`,
    '',
    `configureFarmElements(${SETTINGS});`,
    '',
    'export function Example() {',
    '  return (',
    ...jsxElement(react.component, props),
    '  );',
    '}',
  ].join('\n');
}

/** `exportedTypes`: the type names `farm-elements/react` exports, which the handler's detail type can be imported from. */
export function reactTagSnippet(element, exportedTypes) {
  const tag = element.tagName;
  const typed = typedEvent(element, exportedTypes);
  const props = [
    ...jsxProp(sampleAttribute(element)),
    ...richProperties(element).map((rich) => `${rich.name}={${rich.value}}`),
  ];
  if (typed) props.push(`on${typed.event.name}={(${typed.parameter}) => console.log(event.detail)}`);
  return [
    `import 'farm-elements/${tag}'; // registers <${tag}> before React renders it`,
    "import type {} from 'farm-elements/jsx'; // types every farm-* tag: its properties and onfarm-* events",
    ...detailTypeImport(typed),
    '',
    ...(typed?.note ? [typed.note] : []),
    'export function Example() {',
    '  return (',
    ...jsxElement(tag, props),
    '  );',
    '}',
  ].join('\n');
}
