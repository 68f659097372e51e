import { lazy, Suspense, type ReactElement } from 'react';
import { useControllableState } from '../shared/use-controllable-state';
import { ListboxSelect } from './listbox-select';
import type { SelectValue } from './select-model';
import type { SelectProps } from './select-props';

function toList<V>(value: V | V[] | null | undefined): V[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  return Array.isArray(value) ? value : [value];
}

// The searchable select (Headless UI's Combobox with a virtualised list) is fetched the first time a
// page shows one, so widgets with plain selects only (the cron editor) do not carry it.
// lazy() drops the component's type parameter; the cast gives it back.
const ComboboxSelect = lazy(() =>
  import('./combobox-select').then((module) => ({ default: module.ComboboxSelect })),
) as unknown as typeof import('./combobox-select').ComboboxSelect;

/** Single or multiple choice from a list, optionally searchable; it drops down in place. */
export function Select<V extends SelectValue>(props: SelectProps<V>): ReactElement {
  const { value, defaultValue, onChange, multiple = false, ...common } = props;
  const [chosen, setChosen] = useControllableState<V[]>(toList<V>(value), () => toList<V>(defaultValue) ?? []);
  const choose = (next: V[]) => {
    setChosen(next);
    if (props.multiple) props.onChange?.(next);
    else props.onChange?.(next.at(-1) ?? null);
  };
  const view = { ...common, multiple, chosen, choose };
  if (!props.searchable) return <ListboxSelect {...view} />;
  // Until the searchable one has arrived, the same choices in the plain list box.
  return (
    <Suspense fallback={<ListboxSelect {...view} />}>
      <ComboboxSelect {...view} />
    </Suspense>
  );
}
