import type { AttributeType, DefaultOnAttribute } from './types';

/** An attribute type read from its own text alone (every one but a feature on by default). */
export type PlainAttributeType = Exclude<AttributeType, DefaultOnAttribute>;

export function isDefaultOn(type: AttributeType): type is DefaultOnAttribute {
  return typeof type === 'object' && 'offBy' in type;
}

/** `valueChange` -> `value-change`: attributes are the prop names in kebab-case. */
export function attributeNameFor(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * Reads an attribute's text as a prop value; `undefined` means "use the component's default".
 * Booleans follow HTML: present is true whatever the text (bare `<x disabled>` and
 * `disabled="false"` alike). A number or enum value that does not parse falls back to the
 * default as well.
 */
export function parseAttribute(type: PlainAttributeType, text: string | null): unknown {
  if (text === null) return undefined;
  if (type === 'string') return text;
  if (type === 'boolean') return true;
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
 * restores the default. A boolean is present or absent, as HTML's are.
 */
export function attributeTextFor(type: PlainAttributeType, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value ? '' : null;
  return String(value);
}

/** The two attributes of a feature on by default: `toolbar` and its negative `no-toolbar`. */
export interface DefaultOnNames {
  positive: string;
  negative: string;
}

/**
 * Whether a feature on by default is switched off: by its negative attribute's presence, or by
 * the positive one written as JeecgBoot writes it, `toolbar="false"`.
 */
export function isSwitchedOff(element: Element, { positive, negative }: DefaultOnNames): boolean {
  return element.hasAttribute(negative) || element.getAttribute(positive)?.trim().toLowerCase() === 'false';
}

/**
 * Switches a feature on by default on or off through its attributes. Off is the negative
 * attribute; on removes it, and a positive attribute saying "false" with it.
 */
export function switchFeature(element: Element, { positive, negative }: DefaultOnNames, on: boolean): void {
  if (!on) {
    element.setAttribute(negative, '');
    return;
  }
  element.removeAttribute(negative);
  if (element.getAttribute(positive)?.trim().toLowerCase() === 'false') element.removeAttribute(positive);
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
