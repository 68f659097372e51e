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
