// The two tables of the theming page: every `--farm-*` token with its light and dark value and
// what it is for, and the parts and custom properties each element documents.
import { code, describe, escapeHtml, table } from './html.mjs';
import { THEME_TOKEN_NOTES } from './theme-token-notes.mjs';

/** A value, with a swatch on its mode's background when it is a colour; the theme's own, escaped all the same. */
function valueCell(property, value, mode) {
  if (!property.includes('color')) return code(value);
  return `<span class="swatch ${mode}"><span style="background: ${escapeHtml(value)}"></span></span>${code(value)}`;
}

export function tokenTable(rows) {
  return table(
    '设计令牌 Tokens',
    ['Property', 'Light (default)', 'Dark', 'What it does'],
    rows.map(({ token, property, light, dark }) => [
      `<code class="token">${escapeHtml(property)}</code>`,
      valueCell(property, light, 'light'),
      valueCell(property, dark, 'dark'),
      describe(THEME_TOKEN_NOTES[token]),
    ]),
    'tokens',
  );
}

/** How many tokens an element reads, linked to its table: the same tokens recur, so they are not repeated here. */
function customProperties(element) {
  const count = (element.cssProperties ?? []).length;
  return count
    ? `<a href="${escapeHtml(element.tagName)}.html#css-properties">${count} ${count === 1 ? 'token' : 'tokens'}</a>`
    : '—';
}

export function elementTable(elements) {
  return table(
    '各组件的 parts 与自定义属性 Parts and properties by element',
    ['Element', 'CSS parts', 'CSS custom properties'],
    elements.map((element) => [
      `<a href="${escapeHtml(element.tagName)}.html#css-parts">${code(`<${element.tagName}>`)}</a>`,
      (element.cssParts ?? []).map((part) => code(part.name)).join(' ') || '—',
      customProperties(element),
    ]),
    'by-element',
  );
}
