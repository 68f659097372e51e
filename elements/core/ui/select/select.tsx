import type { ReactElement } from 'react';
import { useControllableState } from '../shared/use-controllable-state';
import { ComboboxSelect } from './combobox-select';
import { ListboxSelect } from './listbox-select';
import type { SelectValue } from './select-model';
import type { SelectProps } from './select-props';

function toList<V>(value: V | V[] | null | undefined): V[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Single or multiple choice from a list, optionally searchable; it drops down in place. */
export function Select<V extends SelectValue>(props: SelectProps<V>): ReactElement {
  const { value, defaultValue, onChange, multiple = false, ...common } = props;
  const [chosen, setChosen] = useControllableState<V[]>(toList<V>(value), () => toList<V>(defaultValue) ?? []);
  const choose = (next: V[]) => {
    setChosen(next);
    if (props.multiple) props.onChange?.(next);
    else props.onChange?.(next.length ? next[next.length - 1] : null);
  };
  const View = props.searchable ? ComboboxSelect : ListboxSelect;
  return <View {...common} multiple={multiple} chosen={chosen} choose={choose} />;
}
