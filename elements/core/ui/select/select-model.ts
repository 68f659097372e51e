export type SelectValue = string | number;

export interface SelectOption<V extends SelectValue = SelectValue> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** `false` turns filtering off (the caller searches on the server through `onSearch`). */
export type OptionFilter<V extends SelectValue> = false | ((query: string, option: SelectOption<V>) => boolean);

/** The label shown for a value; a value the options do not list shows as itself. */
export function labelOf<V extends SelectValue>(
  options: readonly SelectOption<V>[],
  value: V | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  return options.find((option) => option.value === value)?.label ?? String(value);
}

/** Options whose label contains the typed text, ignoring case and surrounding spaces. */
export function filterOptions<V extends SelectValue>(
  options: readonly SelectOption<V>[],
  query: string,
  filter?: OptionFilter<V>,
): SelectOption<V>[] {
  const text = query.trim();
  if (filter === false || text === '') return [...options];
  const matches =
    filter ?? ((typed: string, option: SelectOption<V>) => option.label.toLowerCase().includes(typed.toLowerCase()));
  return options.filter((option) => matches(text, option));
}

/**
 * A button's name must contain the text it shows (WCAG 2.5.3, label in name): a given name is
 * followed by what the button shows ("语言 JavaScript"), unless it already holds it. It stays an
 * aria-label: Headless UI's list box button drops an aria-labelledby handed to it.
 */
export function nameShowing(label: string | undefined, shown: string): string | undefined {
  if (!label || !shown || label.includes(shown)) return label;
  return `${label} ${shown}`;
}
