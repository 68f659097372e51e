import type { CSSProperties, ReactNode } from 'react';
import type { ControlSize } from '../shared/tokens';
import type { OptionFilter, SelectOption, SelectValue } from './select-model';

interface SelectCommonProps<V extends SelectValue> {
  options: readonly SelectOption<V>[];
  /** Defaults to 请选择. */
  placeholder?: string;
  /** Shows an × that empties the value. */
  allowClear?: boolean;
  disabled?: boolean;
  size?: ControlSize;
  status?: 'error';
  /** A text box that filters the options as the user types (Headless UI Combobox). */
  searchable?: boolean;
  /** How typed text filters options in a searchable select; `false` leaves it to `onSearch`. */
  filterOption?: OptionFilter<V>;
  /** Receives the typed text of a searchable select (e.g. for a server-side search). */
  onSearch?: (query: string) => void;
  /** Shows a spinner in the list, e.g. while a search is on its way. */
  loading?: boolean;
  /** Shown when no option is listed; defaults to 暂无数据. */
  notFoundContent?: ReactNode;
  id?: string;
  name?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  style?: CSSProperties;
}

/** One value; `null` is a controlled empty value, `undefined` leaves the value to the component. */
export interface SingleSelectProps<V extends SelectValue = SelectValue> extends SelectCommonProps<V> {
  multiple?: false;
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
}

export interface MultipleSelectProps<V extends SelectValue = SelectValue> extends SelectCommonProps<V> {
  multiple: true;
  value?: V[];
  defaultValue?: V[];
  onChange?: (value: V[]) => void;
}

export type SelectProps<V extends SelectValue = SelectValue> = SingleSelectProps<V> | MultipleSelectProps<V>;

/** What both implementations receive: the value always as a list. */
export type SelectViewProps<V extends SelectValue> = SelectCommonProps<V> & {
  multiple: boolean;
  chosen: V[];
  choose: (next: V[]) => void;
};
