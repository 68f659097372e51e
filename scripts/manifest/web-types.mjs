// web-types.json (JetBrains Web-Types), generated from custom-elements.json: framework-agnostic
// HTML elements with their attributes, slots, JavaScript properties and events, CSS custom
// properties and parts. WebStorm and the other JetBrains IDEs find it through package.json#web-types.
import { attributeText, customElementsOf, instanceMembers } from './manifest-elements.mjs';

const described = (item, fields = {}) => ({
  name: item.name,
  ...(item.description ? { description: item.description } : {}),
  ...fields,
});

function attributeOf(attribute) {
  const type = attribute.type?.text ?? 'string';
  return described(attribute, {
    ...(attribute.default !== undefined ? { default: attributeText(attribute.default) } : {}),
    // A boolean attribute may be written bare (`<farm-cron disabled>`): its value is optional.
    value: { type, ...(type === 'boolean' ? { required: false } : {}) },
  });
}

const signatureOf = (method) =>
  `(${(method.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type?.text ?? 'unknown'}`).join(', ')}) => ${method.return?.type?.text ?? 'void'}`;

function propertyOf(member) {
  const type = member.kind === 'method' ? signatureOf(member) : member.type?.text;
  return described(member, {
    ...(type ? { type } : {}),
    ...(member.readonly ? { 'read-only': true } : {}),
    ...(member.default !== undefined ? { default: member.default } : {}),
  });
}

function cssPropertyOf(property) {
  const text = [property.description, property.default !== undefined && `Default: \`${property.default}\`.`]
    .filter(Boolean)
    .join('\n\n');
  return { name: property.name, ...(text ? { description: text } : {}) };
}

function elementOf(element, pkg) {
  const events = (element.events ?? []).map((event) =>
    described(event, event.type?.text ? { type: event.type.text } : {}),
  );
  const parts = (element.cssParts ?? []).map((part) => described(part));
  const cssProperties = (element.cssProperties ?? []).map(cssPropertyOf);
  const slots = (element.slots ?? []).map((slot) => described(slot));
  return {
    name: element.tagName,
    description: [element.summary, element.description].filter(Boolean).join('\n\n'),
    source: { module: `${pkg.name}/${element.tagName}`, symbol: element.name },
    attributes: (element.attributes ?? []).map(attributeOf),
    ...(slots.length ? { slots } : {}),
    js: { properties: instanceMembers(element).map(propertyOf), events },
    ...(cssProperties.length || parts.length
      ? { css: { ...(cssProperties.length ? { properties: cssProperties } : {}), ...(parts.length ? { parts } : {}) } }
      : {}),
  };
}

/** `pkg`: the package's name and version, which Web-Types requires. */
export function webTypes(manifest, pkg) {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'js-types-syntax': 'typescript',
    'description-markup': 'markdown',
    contributions: { html: { elements: customElementsOf(manifest).map((element) => elementOf(element, pkg)) } },
  };
}
