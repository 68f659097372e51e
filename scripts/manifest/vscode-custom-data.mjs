// vscode.html-custom-data.json (VS Code's HTML custom data, version 1.1), generated from
// custom-elements.json: every tag with its attributes (enum values, valueless booleans, defaults) and
// a description that also names its events, slots, parts and custom properties, which the format
// has no fields for. A project enables it with `"html.customData"` in .vscode/settings.json.
import { attributeText, customElementsOf, enumValues } from './manifest-elements.mjs';

const markdown = (value) => ({ kind: 'markdown', value });

const codeList = (items) => items.map((item) => `\`${item}\``).join(', ');

function tagDescription(element) {
  const sections = [element.summary, element.description].filter(Boolean);
  const events = (element.events ?? []).map((event) => event.name);
  const slots = (element.slots ?? []).map((slot) => slot.name || '(default)');
  const parts = (element.cssParts ?? []).map((part) => part.name);
  const properties = (element.cssProperties ?? []).map((property) => property.name);
  if (events.length) sections.push(`**Events:** ${codeList(events)}`);
  if (slots.length) sections.push(`**Slots:** ${codeList(slots)}`);
  if (parts.length) sections.push(`**CSS parts:** ${codeList(parts)}`);
  if (properties.length) sections.push(`**CSS custom properties:** ${codeList(properties)}`);
  return sections.join('\n\n');
}

/** `Default: \`400\`.`; an empty text is said in words, as Markdown cannot show empty code. */
function defaultLine(jsText) {
  if (jsText === undefined) return undefined;
  const text = attributeText(jsText);
  return text === '' ? 'Default: empty.' : `Default: \`${text}\`.`;
}

function attributeData(attribute) {
  const text = [attribute.description, defaultLine(attribute.default)].filter(Boolean).join('\n\n');
  const values = enumValues(attribute.type?.text);
  return {
    name: attribute.name,
    ...(text ? { description: markdown(text) } : {}),
    // `v`: VS Code's set for an attribute that needs no value (HTML boolean semantics).
    ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
    ...(values ? { values: values.map((name) => ({ name })) } : {}),
  };
}

/** `pkg`: the package's name and homepage, for each tag's reference. */
export function vscodeCustomData(manifest, pkg) {
  const url = pkg.homepage ?? `https://www.npmjs.com/package/${pkg.name}`;
  return {
    $schema: 'https://raw.githubusercontent.com/microsoft/vscode-html-languageservice/main/docs/customData.schema.json',
    version: 1.1,
    tags: customElementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: markdown(tagDescription(element)),
      attributes: (element.attributes ?? []).map(attributeData),
      references: [{ name: pkg.name, url }],
    })),
  };
}
