import styled from '@emotion/styled';
import type { ComponentPropsWithRef, ReactElement } from 'react';
import type { ControlSize } from '../shared/tokens';
import { fieldFrame, fieldHeights } from './field.styles';

export interface NativeSelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface NativeSelectProps<V extends string | number>
  extends Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange' | 'size'> {
  options: readonly NativeSelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: ControlSize;
}

const Frame = styled.select`
  ${fieldFrame}
  ${fieldHeights}
  padding: 0 8px;
  cursor: pointer;
  &:disabled { cursor: not-allowed; }
`;

/**
 * The browser's own select, framed like our inputs: for a short fixed list inside a widget that
 * must stay small (the cron editor's weekdays), where the Headless UI list box's weight is not
 * worth it. Keyboard, screen readers and mobile pickers come from the platform.
 */
export function NativeSelect<V extends string | number>({
  options,
  value,
  onChange,
  size,
  ...rest
}: NativeSelectProps<V>): ReactElement {
  return (
    <Frame
      {...rest}
      data-size={size}
      data-disabled={rest.disabled || undefined}
      value={String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </Frame>
  );
}
