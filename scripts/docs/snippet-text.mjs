// Writing JavaScript and HTML source for the snippets: names, literals and attributes.

export const SETTINGS = "{ apiBase: '/jeecg-boot', tokenProvider: () => myPortal.token() }";

const RESERVED = new Set([
  'import',
  'export',
  'default',
  'new',
  'delete',
  'class',
  'function',
  'switch',
  'case',
  'in',
  'do',
  'if',
  'for',
  'with',
  'void',
  'enum',
  'super',
  'this',
]);

/** `farm-user-picker` -> `userPicker`; `farm-import` -> `importElement`, `import` being a keyword. */
export function variableName(tag) {
  const name = tag.replace(/^farm-/, '').replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
  return RESERVED.has(name) ? `${name}Element` : name;
}

export const jsString = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** A sample attribute's value as JavaScript: `true`, a number, or a string. */
export function jsValue(sample) {
  if (sample.value === true) return 'true';
  if (sample.type === 'number' && Number.isFinite(Number(sample.value))) return String(Number(sample.value));
  return jsString(sample.value);
}

/** ` name="value"`, or ` name` for a boolean, as HTML source. */
export function htmlAttribute(sample) {
  if (!sample) return '';
  return sample.value === true
    ? ` ${sample.name}`
    : ` ${sample.name}="${String(sample.value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** `farm-cell-change` -> `onCellChange`, the name a snippet gives its handler. */
export const handlerName = (eventName) =>
  `on${eventName.replace(/^farm-/, '').replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase())}`;
