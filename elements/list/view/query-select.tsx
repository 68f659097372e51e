import { useId, type ReactElement } from 'react';
import { Select, type SelectOption } from '../../core/ui';

export interface QuerySelectProps<V extends string | number> {
  label: string;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  /** Shown while nothing is chosen, e.g. 全部. */
  placeholder?: string;
}

/**
 * A labelled single choice for a query bar. The button is named by its label and its own text
 * together, so what a screen reader says contains what is shown.
 */
export function QuerySelect<V extends string | number>({ label, options, value, onChange, placeholder }: QuerySelectProps<V>): ReactElement {
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <span id={`${id}-label`}>{label}</span>
      <Select<V>
        id={`${id}-button`}
        aria-labelledby={`${id}-label ${id}-button`}
        options={options}
        placeholder={placeholder}
        allowClear
        value={value}
        onChange={onChange}
        style={{ minWidth: 120 }}
      />
    </span>
  );
}
