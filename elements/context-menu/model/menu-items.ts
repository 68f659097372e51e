/** One item of `<farm-context-menu>`. */
export interface MenuItem {
  /** What `farm-select` reports. */
  key: string;
  label: string;
  disabled?: boolean;
  /** Drawn in the danger colour (删除). */
  danger?: boolean;
}

/** The items given as JSON or a property: those with a key, the label defaulting to the key. */
export function menuItemsOf(given: unknown): MenuItem[] {
  if (!Array.isArray(given)) return [];
  return given.flatMap((entry): MenuItem[] => {
    if (!entry || typeof entry !== 'object') return [];
    const { key, label, disabled, danger } = entry as Record<string, unknown>;
    if (typeof key !== 'string' && typeof key !== 'number') return [];
    return [
      {
        key: String(key),
        label: typeof label === 'string' ? label : String(key),
        ...(disabled ? { disabled: true } : {}),
        ...(danger ? { danger: true } : {}),
      },
    ];
  });
}

/**
 * The items written as child `<option>` elements: `value` is the key (the text when absent),
 * the text the label, `disabled` and `data-danger` as they read.
 */
export function menuItemsFromChildren(host: Element): MenuItem[] {
  return Array.from(host.querySelectorAll(':scope > option')).map((option) => {
    const label = (option.textContent ?? '').trim();
    return {
      key: option.getAttribute('value') ?? label,
      label,
      ...(option.hasAttribute('disabled') ? { disabled: true } : {}),
      ...(option.hasAttribute('data-danger') ? { danger: true } : {}),
    };
  });
}

/** The element focused now, looking into shadow roots (the document only sees their hosts). */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
