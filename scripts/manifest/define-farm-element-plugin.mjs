// Custom Elements Manifest analyzer plugin: reads each `defineFarmElement('farm-x', Component,
// { attributes, properties, jsonAttributes, events, formAssociated })` call (the options may also
// be a const of the module or one imported from a relative module) and describes the element it
// registers, completed by what the type checker read (element-facts.mjs): member types, methods,
// the form-control members, defaults and theme tokens.
//
// Where the words come from:
// - a JSDoc comment on an entry of `attributes`, `properties` or `events` describes that entry
//   (prop-entries.mjs says more);
// - the JSDoc comment on the statement holding the call describes the element; its tags
//   @summary, @csspart, @cssprop, @slot, @event (`@tag name - description`) and @deprecated are read.
import { mergeCssProperties } from './css-properties.mjs';
import { NO_FACTS } from './element-facts.mjs';
import { readJsDoc, resolveOptionsObject, unwrap } from './options-source.mjs';
import { describeAttributes, describePropertyLists } from './prop-entries.mjs';

const ELEMENT_TAGS = {
  csspart: 'cssParts',
  part: 'cssParts',
  cssprop: 'cssProperties',
  cssproperty: 'cssProperties',
  slot: 'slots',
};

const classNameFor = (tag) => `${tag.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase())}Element`;

function withDescription(item, description) {
  return description ? { ...item, description } : item;
}

function entryOf(ts, object, key) {
  return object?.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText() === key);
}

function entriesOf(ts, object, key) {
  const entry = entryOf(ts, object, key);
  return entry ? unwrap(ts, entry.initializer) : undefined;
}

/** `details`: event name -> detail type text (event-details.mjs); the event's type names it. */
function describeEvents(ts, events, details) {
  const described = [];
  for (const property of events?.properties ?? []) {
    const spec = unwrap(ts, property.initializer);
    const type = ts.isStringLiteralLike(spec) ? spec.text : unwrap(ts, entriesOf(ts, spec, 'type')).text;
    const alsoFire = ts.isObjectLiteralExpression(spec) ? (entriesOf(ts, spec, 'alsoFire')?.elements ?? []) : [];
    const detail = details.get(type);
    described.push(
      withDescription(
        { name: type, type: { text: detail ? `CustomEvent<${detail}>` : 'CustomEvent' } },
        readJsDoc(ts, property).description,
      ),
    );
    for (const native of alsoFire) {
      described.push({
        name: unwrap(ts, native).text,
        type: { text: 'Event' },
        description: `Fired together with ${type}, as a native form control fires it.`,
      });
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
    if (ELEMENT_TAGS[tag])
      declaration[ELEMENT_TAGS[tag]].push(withDescription({ name: name === '-' ? '' : name }, text));
    if (tag === 'event' || tag === 'fires') {
      const known = declaration.events.find((event) => event.name === name);
      if (known) known.description = text;
      else declaration.events.push(withDescription({ name, type: { text: 'CustomEvent' } }, text));
    }
  }
}

function enclosingStatement(ts, node) {
  let current = node;
  while (current.parent && !ts.isVariableStatement(current) && !ts.isExpressionStatement(current))
    current = current.parent;
  return current;
}

/** The static member saying the class is a form control (the schema has no field for it). */
const FORM_ASSOCIATED_MEMBER = {
  kind: 'field',
  name: 'formAssociated',
  static: true,
  readonly: true,
  type: { text: 'boolean' },
  default: 'true',
  description:
    'A form-associated custom element: it takes part in its form (value, validity, reset, disabled) like a native control.',
};

/** The prop of a form control's value model (`formAssociated: { value: { prop } }`), if any. */
function valuePropOf(ts, formOption) {
  if (!formOption || !ts.isObjectLiteralExpression(formOption)) return undefined;
  const prop = entriesOf(ts, entriesOf(ts, formOption, 'value'), 'prop');
  return prop && ts.isStringLiteralLike(prop) ? prop.text : undefined;
}

function describeMembers(ts, options, baseContext) {
  const formOption = entriesOf(ts, options, 'formAssociated');
  const valueProp = valuePropOf(ts, formOption);
  const context = { ...baseContext, valueProp };
  const attributes = describeAttributes(ts, entriesOf(ts, options, 'attributes'), context);
  const lists = ['properties', 'jsonAttributes'].map((key) => ({
    node: entriesOf(ts, options, key),
    listJsDoc: entryOf(ts, options, key) ? readJsDoc(ts, entryOf(ts, options, key)) : { description: '', tags: [] },
    json: key === 'jsonAttributes',
  }));
  const properties = describePropertyLists(ts, lists, context);
  const members = [...attributes.members, ...properties.members];
  if (valueProp && !members.some((member) => member.name === valueProp)) {
    // A value with no attribute (the grid's) is a property only; its default is empty.
    const fromProps = context.facts.members.prop(valueProp);
    const description = [fromProps?.description, "The current value, the user's edits included."]
      .filter(Boolean)
      .join('\n\n');
    members.push({
      kind: 'field',
      name: valueProp,
      ...(fromProps ? { type: { text: fromProps.type } } : {}),
      description,
    });
  }
  const extra = context.facts.members.extra.filter((member) => !members.some((known) => known.name === member.name));
  const formAssociated = Boolean(formOption) && formOption.kind !== ts.SyntaxKind.FalseKeyword;
  return {
    attributes: [...attributes.attributes, ...properties.attributes],
    members: [...members, ...extra, ...(formAssociated ? [FORM_ASSOCIATED_MEMBER] : [])],
    formAssociated,
  };
}

/** `facts`: tag -> what the type checker read of the element (element-facts.mjs). */
export function defineFarmElementPlugin({ root, facts = new Map() }) {
  return {
    name: 'farm-elements: defineFarmElement()',
    analyzePhase({ ts, node, moduleDoc }) {
      if (
        !ts.isCallExpression(node) ||
        !ts.isIdentifier(node.expression) ||
        node.expression.text !== 'defineFarmElement'
      )
        return;
      const [tagArgument, , optionsArgument] = node.arguments;
      if (!tagArgument || !ts.isStringLiteralLike(tagArgument)) return;
      const tag = tagArgument.text;
      const options = resolveOptionsObject(ts, optionsArgument, root, moduleDoc.path);
      if (!options)
        throw new Error(
          `${moduleDoc.path}: the options of defineFarmElement('${tag}') must be an object literal, or a const of this module or of a relative import`,
        );

      const context = { tag, facts: facts.get(tag) ?? NO_FACTS };
      const name = ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : classNameFor(tag);
      const { attributes, members, formAssociated } = describeMembers(ts, options, context);
      const declaration = {
        kind: 'class',
        name,
        // Filled from the JSDoc below; left undefined, JSON leaves them out.
        description: undefined,
        summary: undefined,
        deprecated: undefined,
        tagName: tag,
        customElement: true,
        // Not in the schema, which has no word for it; tools that know the field read it.
        formAssociated: formAssociated || undefined,
        attributes,
        members,
        events: describeEvents(ts, entriesOf(ts, options, 'events'), context.facts.eventDetails),
        cssParts: [],
        cssProperties: [],
        slots: [],
      };
      applyElementJsDoc(declaration, readJsDoc(ts, enclosingStatement(ts, node)));
      declaration.cssProperties = mergeCssProperties(tag, declaration.cssProperties, context.facts.theme);
      for (const key of ['attributes', 'members', 'events', 'cssParts', 'cssProperties', 'slots'])
        if (declaration[key].length === 0) delete declaration[key];

      // An exported `const X = defineFarmElement(...)` was already listed as a plain variable.
      moduleDoc.declarations = moduleDoc.declarations.filter((existing) => existing.name !== name);
      moduleDoc.declarations.push(declaration);
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []),
        { kind: 'custom-element-definition', name: tag, declaration: { name, module: moduleDoc.path } },
      ];
    },
  };
}
