// The manifest's attributes and fields for the props a defineFarmElement() call declares:
// `attributes` (an attribute and the property reflecting it), `properties` (a property only) and
// `jsonAttributes` (a property, and an attribute read as JSON from static markup, never written).
//
// Where the words come from: the JSDoc on the entry; for a list entry, also a JSDoc on the list
// key that starts with the prop's name (`` /** `foreignKeys`: the master record's keys. */ ``) or
// belongs to a list of one; else the JSDoc of the prop in the component's props. Property-only
// props are typed as the props type types them (element-members.mjs). A default is the component's
// own (prop-defaults.mjs) or an `@default` tag on the entry, and when both exist they must agree.
//
// Two kinds of attribute are described apart. A feature on by default (`toolbar: { offBy:
// 'noToolbar' }`) has two attributes and two properties: `no-toolbar`, the HTML way, and
// `toolbar`, read in JeecgBoot's spelling (`toolbar="false"`). The value of a form control's value
// model is the `defaultValue` of its attribute, and its `value` property is the current value.
import { readJsDoc, unwrap } from './options-source.mjs';

/** `valueChange` -> `value-change`, as defineFarmElement() names attributes. */
export const attributeNameFor = (prop) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The entry with `fields`, less those left undefined or empty (JSON would keep `""`). */
const withFields = (item, fields) =>
  Object.fromEntries(Object.entries({ ...item, ...fields }).filter(([, value]) => value !== undefined && value !== ''));

/** The negative prop of a feature on by default (`{ offBy: 'noToolbar' }`), else undefined. */
function negationOf(ts, node) {
  const value = unwrap(ts, node);
  if (!ts.isObjectLiteralExpression(value)) return undefined;
  const offBy = value.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'offBy',
  );
  const text = offBy && unwrap(ts, offBy.initializer);
  if (!text || !ts.isStringLiteralLike(text)) throw new Error(`unsupported attribute type ${value.getText()}`);
  return text.text;
}

/** What the manifest says of a value model's attribute and property (FormValueOptions). */
export const VALUE_ATTRIBUTE_NOTE =
  "The attribute is the default value (`defaultValue`), which `form.reset()` restores; the `value` property is the current value, the user's edits included, and setting it leaves the attribute.";
export const VALUE_PROPERTY_NOTE =
  "The current value, the user's edits included (as `<input>`'s): setting it leaves the `value` attribute, which `form.reset()` restores.";

const joined = (...texts) => texts.filter(Boolean).join('\n\n');

function attributeTypeText(ts, node) {
  const value = unwrap(ts, node);
  if (ts.isStringLiteralLike(value)) return value.text;
  if (ts.isArrayLiteralExpression(value))
    return value.elements.map((element) => `'${unwrap(ts, element).text}'`).join(' | ');
  throw new Error(`unsupported attribute type ${value.getText()}`);
}

/** `'modal'` and `"modal"` are the same default. */
const sameDefault = (a, b) => a.replace(/^"(.*)"$/, "'$1'") === b.replace(/^"(.*)"$/, "'$1'");

function defaultOf(tag, prop, jsDoc, facts) {
  const written = jsDoc.tags.find((t) => t.tag === 'default')?.whole;
  const inCode = facts.defaults.get(prop);
  if (written && inCode && !sameDefault(written, inCode)) {
    throw new Error(`<${tag}> ${prop}: @default ${written} but the component defaults it to ${inCode}`);
  }
  return written || inCode;
}

/** The text of a list key's JSDoc about one of its entries: `` `prop`: text ``, or all of it for a one-entry list. */
function listDocAbout(listJsDoc, prop, entries) {
  const match = /^`(\w+)`:\s*([\s\S]+)$/.exec(listJsDoc.description);
  if (match) return match[1] === prop ? match[2].charAt(0).toUpperCase() + match[2].slice(1) : '';
  return entries === 1 ? listJsDoc.description : '';
}

/** `valueProp`: the prop of the element's value model, if it has one. */
export function describeAttributes(ts, attributes, { tag, facts, valueProp }) {
  const described = { attributes: [], members: [] };
  for (const property of attributes?.properties ?? []) {
    const prop = property.name.getText().replace(/^['"]|['"]$/g, '');
    const jsDoc = readJsDoc(ts, property);
    const description = jsDoc.description || facts.members.prop(prop)?.description;
    const attribute = attributeNameFor(prop);
    const fallback = defaultOf(tag, prop, jsDoc, facts);
    const negation = negationOf(ts, property.initializer);
    if (negation) {
      const type = { text: 'boolean' };
      const negative = attributeNameFor(negation);
      const legacy = `JeecgBoot-compatible spelling of \`${negative}\`: \`${attribute}="false"\` switches the feature off as well.`;
      described.attributes.push(withFields({ name: negative, type, fieldName: negation }, { description }));
      described.attributes.push(
        withFields({ name: attribute, type, default: fallback, fieldName: prop }, { description: legacy }),
      );
      described.members.push(
        withFields(
          { kind: 'field', name: negation, type, default: 'false', attribute: negative, reflects: true },
          { description },
        ),
      );
      described.members.push(
        withFields(
          { kind: 'field', name: prop, type, default: fallback },
          { description: joined(description, `Setting it to false sets \`${negative}\`.`) },
        ),
      );
      continue;
    }
    const type = { text: attributeTypeText(ts, property.initializer) };
    if (prop === valueProp) {
      described.attributes.push(
        withFields(
          { name: attribute, type, fieldName: 'defaultValue' },
          { description: joined(description, VALUE_ATTRIBUTE_NOTE) },
        ),
      );
      described.members.push(
        withFields(
          { kind: 'field', name: 'defaultValue', type: { text: 'string' }, attribute, reflects: true },
          { description: joined(description, VALUE_ATTRIBUTE_NOTE) },
        ),
      );
      described.members.push(
        withFields(
          { kind: 'field', name: prop, type: { text: facts.members.prop(prop)?.type ?? type.text }, default: fallback },
          { description: joined(description, VALUE_PROPERTY_NOTE) },
        ),
      );
      continue;
    }
    described.attributes.push(
      withFields({ name: attribute, type, default: fallback, fieldName: prop }, { description }),
    );
    described.members.push(
      withFields({ kind: 'field', name: prop, type, default: fallback, attribute, reflects: true }, { description }),
    );
  }
  return described;
}

/** Fields for `properties` and `jsonAttributes`; the latter also as attributes. */
export function describePropertyLists(ts, lists, { tag, facts, valueProp }) {
  const described = { attributes: [], members: [] };
  for (const { node, listJsDoc, json } of lists) {
    for (const element of node && ts.isArrayLiteralExpression(node) ? node.elements : []) {
      const prop = unwrap(ts, element).text;
      const jsDoc = readJsDoc(ts, element);
      const fromProps = facts.members.prop(prop);
      const description =
        jsDoc.description || listDocAbout(listJsDoc, prop, node.elements.length) || fromProps?.description;
      const fallback = defaultOf(tag, prop, jsDoc, facts);
      const attribute = json ? attributeNameFor(prop) : undefined;
      const type = fromProps ? { type: { text: fromProps.type } } : {};
      if (json && prop === valueProp) {
        // The value model's JSON attribute is its default, as a string one is (describeAttributes).
        const readAs = 'Read as JSON.';
        described.attributes.push(
          withFields(
            { name: attribute, type: { text: 'string' }, fieldName: 'defaultValue' },
            { description: joined(description, readAs, VALUE_ATTRIBUTE_NOTE) },
          ),
        );
        described.members.push(
          withFields(
            { kind: 'field', name: 'defaultValue', type: { text: 'string' }, attribute, reflects: true },
            { description: joined(description, readAs, VALUE_ATTRIBUTE_NOTE) },
          ),
        );
        described.members.push(
          withFields(
            { kind: 'field', name: prop, ...type, default: fallback },
            { description: joined(description, VALUE_PROPERTY_NOTE) },
          ),
        );
        continue;
      }
      described.members.push(
        withFields({ kind: 'field', name: prop, ...type, default: fallback, attribute }, { description }),
      );
      if (json) {
        const readAs = `Read once as JSON from static markup, never written: set the \`${prop}\` property instead.`;
        described.attributes.push(
          withFields(
            { name: attribute, type: { text: 'string' }, fieldName: prop },
            { description: description ? `${description}\n\n${readAs}` : readAs },
          ),
        );
      }
    }
  }
  return described;
}
