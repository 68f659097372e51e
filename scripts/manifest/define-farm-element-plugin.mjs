// Custom Elements Manifest analyzer plugin: reads each `defineFarmElement('farm-x', Component,
// { attributes, properties, events })` call (the options may also be a const of the module or
// one imported from a relative module) and describes the element it registers.
//
// Where the words come from:
// - a JSDoc comment on an entry of `attributes`, `properties` or `events` describes that entry;
// - the JSDoc comment on the statement holding the call describes the element; its tags
//   @summary, @csspart, @cssprop, @slot, @event (`@tag name - description`) and @deprecated are read.
import { readJsDoc, resolveOptionsObject, unwrap } from './options-source.mjs';

const ELEMENT_TAGS = { csspart: 'cssParts', part: 'cssParts', cssprop: 'cssProperties', cssproperty: 'cssProperties', slot: 'slots' };

/** `valueChange` -> `value-change`, as defineFarmElement() names attributes. */
const attributeNameFor = (prop) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const classNameFor = (tag) => `${tag.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase())}Element`;

function withDescription(item, description) {
  return description ? { ...item, description } : item;
}

function entriesOf(ts, object, key) {
  const entry = object?.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText() === key);
  return entry ? unwrap(ts, entry.initializer) : undefined;
}

function attributeTypeText(ts, node) {
  const value = unwrap(ts, node);
  if (ts.isStringLiteralLike(value)) return value.text;
  if (ts.isArrayLiteralExpression(value)) return value.elements.map((element) => `'${unwrap(ts, element).text}'`).join(' | ');
  throw new Error(`unsupported attribute type ${value.getText()}`);
}

function describeAttributes(ts, attributes) {
  const described = { attributes: [], members: [] };
  for (const property of attributes?.properties ?? []) {
    const prop = property.name.getText().replace(/^['"]|['"]$/g, '');
    const type = { text: attributeTypeText(ts, property.initializer) };
    const { description } = readJsDoc(ts, property);
    const attribute = attributeNameFor(prop);
    described.attributes.push(withDescription({ name: attribute, type, fieldName: prop }, description));
    described.members.push(withDescription({ kind: 'field', name: prop, type, attribute, reflects: true }, description));
  }
  return described;
}

function describeProperties(ts, properties) {
  if (!properties || !ts.isArrayLiteralExpression(properties)) return [];
  return properties.elements.map((element) => withDescription({ kind: 'field', name: unwrap(ts, element).text }, readJsDoc(ts, element).description));
}

/** `details`: event name -> detail type text (event-details.mjs); the event's type names it. */
function describeEvents(ts, events, details) {
  const described = [];
  for (const property of events?.properties ?? []) {
    const spec = unwrap(ts, property.initializer);
    const type = ts.isStringLiteralLike(spec) ? spec.text : unwrap(ts, entriesOf(ts, spec, 'type')).text;
    const alsoFire = ts.isObjectLiteralExpression(spec) ? (entriesOf(ts, spec, 'alsoFire')?.elements ?? []) : [];
    const detail = details?.get(type);
    described.push(withDescription({ name: type, type: { text: detail ? `CustomEvent<${detail}>` : 'CustomEvent' } }, readJsDoc(ts, property).description));
    for (const native of alsoFire) {
      described.push({ name: unwrap(ts, native).text, type: { text: 'Event' }, description: `Fired together with ${type}, as a native form control fires it.` });
    }
  }
  return described;
}

/** Element-level JSDoc: description, summary, parts, custom properties, slots, event descriptions. */
function applyElementJsDoc(declaration, { description, tags }) {
  if (description) declaration.description = description;
  for (const { tag, name, text, whole } of tags) {
    if (tag === 'summary') declaration.summary = whole;
    if (tag === 'deprecated') declaration.deprecated = whole || 'true';
    if (ELEMENT_TAGS[tag]) declaration[ELEMENT_TAGS[tag]].push(withDescription({ name: name === '-' ? '' : name }, text));
    if (tag === 'event' || tag === 'fires') {
      const known = declaration.events.find((event) => event.name === name);
      if (known) known.description = text;
      else declaration.events.push(withDescription({ name, type: { text: 'CustomEvent' } }, text));
    }
  }
}

function enclosingStatement(ts, node) {
  let current = node;
  while (current.parent && !ts.isVariableStatement(current) && !ts.isExpressionStatement(current)) current = current.parent;
  return current;
}

export function defineFarmElementPlugin({ root, eventDetails = new Map() }) {
  return {
    name: 'farm-elements: defineFarmElement()',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'defineFarmElement') return;
      const [tagArgument, , optionsArgument] = node.arguments;
      if (!tagArgument || !ts.isStringLiteralLike(tagArgument)) return;
      const tag = tagArgument.text;
      const options = resolveOptionsObject(ts, optionsArgument, root, moduleDoc.path);
      if (!options) throw new Error(`${moduleDoc.path}: the options of defineFarmElement('${tag}') must be an object literal, or a const of this module or of a relative import`);

      const name = ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : classNameFor(tag);
      const { attributes, members } = describeAttributes(ts, entriesOf(ts, options, 'attributes'));
      const declaration = {
        kind: 'class',
        name,
        // Filled from the JSDoc below; left undefined, JSON leaves them out.
        description: undefined,
        summary: undefined,
        deprecated: undefined,
        tagName: tag,
        customElement: true,
        attributes,
        members: [...members, ...describeProperties(ts, entriesOf(ts, options, 'properties'))],
        events: describeEvents(ts, entriesOf(ts, options, 'events'), eventDetails.get(tag)),
        cssParts: [],
        cssProperties: [],
        slots: [],
      };
      applyElementJsDoc(declaration, readJsDoc(ts, enclosingStatement(ts, node)));
      for (const key of ['attributes', 'members', 'events', 'cssParts', 'cssProperties', 'slots']) if (declaration[key].length === 0) delete declaration[key];

      // An exported `const X = defineFarmElement(...)` was already listed as a plain variable.
      moduleDoc.declarations = moduleDoc.declarations.filter((existing) => existing.name !== name);
      moduleDoc.declarations.push(declaration);
      moduleDoc.exports = [...(moduleDoc.exports ?? []), { kind: 'custom-element-definition', name: tag, declaration: { name, module: moduleDoc.path } }];
    },
  };
}
