import { useState, type ReactElement } from 'react';
import { Input } from '../../core/ui';
import { acceptedWholeNumber, settledWholeNumber, type NumberBounds } from '../editor';

export interface NumberFieldProps {
  value: number;
  bounds: NumberBounds;
  onChange: (value: number) => void;
  disabled?: boolean;
  'aria-label': string;
}

/**
 * A whole-number box (spec 5.3: "All whole numbers"): what the user types applies while it is
 * a whole number inside the bounds; on leaving the box other numbers are rounded and brought
 * inside the bounds, and text that is no number gives way to the last value.
 */
export function NumberField({ value, bounds, onChange, disabled, ...rest }: NumberFieldProps): ReactElement {
  const [draft, setDraft] = useState<string | null>(null);
  const apply = (next: number | null) => {
    if (next !== null && next !== value) onChange(next);
  };
  return (
    <Input
      type="number"
      inputMode="numeric"
      step={1}
      min={bounds.min}
      max={bounds.max ?? undefined}
      style={{ width: 84 }}
      aria-label={rest['aria-label']}
      disabled={disabled}
      value={draft ?? String(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        apply(acceptedWholeNumber(event.target.value, bounds));
      }}
      onBlur={() => {
        if (draft !== null) apply(settledWholeNumber(draft, bounds));
        setDraft(null);
      }}
    />
  );
}
