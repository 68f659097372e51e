// The API tables of an element page, one per kind of the manifest (custom-elements.json schema
// names: attributes, members of kind field and method, events, slots, cssParts, cssProperties).
// Everything read from the manifest is escaped; a value the manifest does not give shows as —.
import { detailTypeOf, methods, propertyFields } from './element-facts.mjs';
import { code, describe, describeEntry as about, table } from './html.mjs';

const NONE = '—';
const orNone = (text) => (text === undefined || text === null || text === '' ? NONE : code(text));

/** The default of an attribute: its own, else the one of the field it mirrors. */
function attributeDefault(element, attribute) {
  if (attribute.default !== undefined) return attribute.default;
  return (element.members ?? []).find((member) => member.kind === 'field' && member.attribute === attribute.name)
    ?.default;
}

export const attributesTable = (element) =>
  table(
    '属性 Attributes',
    ['Attribute', 'Property', 'Type', 'Default', 'Description'],
    (element.attributes ?? []).map((attribute) => [
      code(attribute.name),
      orNone(attribute.fieldName),
      orNone(attribute.type?.text),
      orNone(attributeDefault(element, attribute)),
      about(attribute),
    ]),
    'attributes',
  );

export const propertiesTable = (element) =>
  table(
    '属性（仅 JavaScript）Properties',
    ['Property', 'Type', 'Default', 'Description'],
    propertyFields(element).map((field) => [
      `${code(field.name)}${field.readonly ? ' (read-only)' : ''}`,
      orNone(field.type?.text),
      orNone(field.default),
      about(field),
    ]),
    'properties',
  );

function parameterText(parameter) {
  const type = parameter.type?.text ? `: ${parameter.type.text}` : '';
  return `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}${type}`;
}

export const methodsTable = (element) =>
  table(
    '方法 Methods',
    ['Method', 'Parameters', 'Returns', 'Description'],
    methods(element).map((method) => [
      code(`${method.name}()`),
      (method.parameters ?? []).map((parameter) => code(parameterText(parameter))).join('<br>') || NONE,
      orNone(method.return?.type?.text),
      [about(method), describe(method.return?.description)].filter(Boolean).join('\n'),
    ]),
    'methods',
  );

export const eventsTable = (element) =>
  table(
    '事件 Events',
    ['Event', 'Detail', 'Type', 'Description'],
    (element.events ?? []).map((event) => [
      code(event.name),
      orNone(detailTypeOf(event)),
      orNone(event.type?.text ?? 'Event'),
      about(event),
    ]),
    'events',
  );

export const slotsTable = (element) =>
  table(
    '插槽 Slots',
    ['Slot', 'Description'],
    (element.slots ?? []).map((slot) => [slot.name ? code(slot.name) : '(default)', about(slot)]),
    'slots',
  );

export const partsTable = (element) =>
  table(
    'CSS parts',
    ['Part', 'Description'],
    (element.cssParts ?? []).map((part) => [code(`::part(${part.name})`), about(part)]),
    'css-parts',
  );

export const cssPropertiesTable = (element) =>
  table(
    'CSS custom properties',
    ['Property', 'Default', 'Description'],
    (element.cssProperties ?? []).map((property) => [code(property.name), orNone(property.default), about(property)]),
    'css-properties',
  );
