// The few facts the host snippets are written from, read off one element declaration: a
// representative attribute with a value, the main event, property-only lists.
import { detailTypeOf, propertyFields } from './element-facts.mjs';

export { detailTypeOf };

/** The event a host most likely listens to: `farm-change`, else the first `farm-*` one. */
export function mainEvent(element) {
  const own = (element.events ?? []).filter((event) => event.name.startsWith('farm-'));
  return own.find((event) => event.name === 'farm-change') ?? own[0];
}

const literals = (type) => [...(type?.text ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
const isEnum = (attribute) => /^('[^']*'\s*\|\s*)*'[^']*'$/.test(attribute.type?.text?.trim() ?? '');
const exampleIn = (description) => /e\.g\.\s*`([^`]+)`/.exec(description ?? '')?.[1];
/** The manifest writes defaults as source (`'medium'`, `400`); a description may say "`medium` (default)". */
const unquoted = (text) => text?.replace(/^(['"])(.*)\1$/, '$2');
const statedDefault = (attribute) =>
  unquoted(attribute.default) ?? /`([^`]+)` \(default\)/.exec(attribute.description ?? '')?.[1];

/**
 * An attribute worth showing in a snippet, with a value: one whose description gives an example
 * (`value` first), else an enum set to a value other than its default, else a boolean switched on.
 */
export function sampleAttribute(element) {
  const attributes = (element.attributes ?? []).filter((attribute) => attribute.name && attribute.fieldName);
  // A JSON example (a `condition` object, say) makes a poor sample: an enum or a flag says more.
  const withExample = attributes.filter((attribute) => /^[^[{]/.test(exampleIn(attribute.description) ?? '['));
  const example = withExample.find((attribute) => attribute.name === 'value') ?? withExample[0];
  if (example) return { ...pick(example), value: exampleIn(example.description) };
  const choice = attributes.find((attribute) => isEnum(attribute) && literals(attribute.type).length > 1);
  if (choice) {
    const values = literals(choice.type);
    return { ...pick(choice), value: values.find((value) => value !== statedDefault(choice)) ?? values[0] };
  }
  const flag = attributes.find(
    (attribute) => attribute.type?.text === 'boolean' && !['disabled', 'required'].includes(attribute.name),
  );
  return flag ? { ...pick(flag), value: true } : undefined;
}

const pick = (attribute) => ({ name: attribute.name, field: attribute.fieldName, type: attribute.type?.text });

const LIST_NAMES = ['rows', 'columns', 'options', 'items', 'fields'];

/** An empty value of a property-only field's kind: `[]` for a list, `{}` for an object, else undefined. */
function emptyValueOf(field) {
  const type = field.type?.text?.trim() ?? '';
  if (/\[\]$|^(readonly\s+)?Array</.test(type) || (!type && LIST_NAMES.includes(field.name))) return '[]';
  if (/^\{|^Record</.test(type)) return '{}';
  return undefined;
}

const FIRST_RICH = ['columns', 'rows'];

/** The property-only lists or objects the snippets set: `columns` and `rows` when there are, else the first. */
export function richProperties(element) {
  const fields = propertyFields(element)
    .map((field) => ({ name: field.name, value: emptyValueOf(field) }))
    .filter((field) => field.value);
  const first = fields.filter((field) => FIRST_RICH.includes(field.name));
  return first.length ? first : fields.slice(0, 1);
}
