import type { AttributeType } from './types';

/** `valueChange` -> `value-change`: attributes are the prop names in kebab-case. */
export function attributeNameFor(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Reads an attribute's text as a prop value; `undefined` means "use the component's default".
 * Booleans follow HTML: present is true (bare `<x disabled>` included), only "false" is false.
 * A number or enum value that does not parse falls back to the default as well.
 */
export function parseAttribute(type: AttributeType, text: string | null): unknown {
  if (text === null) return undefined;
  if (type === 'string') return text;
  if (type === 'boolean') return text.trim().toLowerCase() !== 'false';
  if (type === 'number') {
    const trimmed = text.trim();
    const number = Number(trimmed);
    return trimmed !== '' && Number.isFinite(number) ? number : undefined;
  }
  // Enumerated attributes match case-insensitively, as HTML's own do.
  const wanted = text.trim().toLowerCase();
  return type.find((allowed) => allowed.toLowerCase() === wanted);
}

/**
 * The attribute text a property assignment reflects to; `null` removes the attribute, which
 * restores the default. A falsy boolean is written as "false" so a prop whose default is true can
 * still be switched off.
 */
export function attributeTextFor(type: AttributeType, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value ? '' : 'false';
  return String(value);
}

/** Rich data from static legacy markup; text that is not valid JSON counts as absent. */
export function parseJsonAttribute(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
