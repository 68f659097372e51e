import styled from '@emotion/styled';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useControllableState } from '../shared/use-controllable-state';
import { color, controlHeight, radius, type ControlSize } from '../shared/tokens';
import { ChoiceLabel } from './checkbox';

export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string | number> {
  options: readonly RadioOption<V>[];
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V) => void;
  name?: string;
  disabled?: boolean;
  /** `button` draws the options as a segmented row of buttons. */
  optionType?: 'default' | 'button';
  size?: ControlSize;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 16px;
  &[data-type='button'] { gap: 0; }
`;

const Segment = styled(ChoiceLabel)`
  position: relative;
  padding: 0 15px;
  height: ${controlHeight.middle}px;
  border: 1px solid ${color.border};
  margin-left: -1px;
  background: ${color.bg};
  &:first-of-type { margin-left: 0; border-radius: ${radius} 0 0 ${radius}; }
  &:last-of-type { border-radius: 0 ${radius} ${radius} 0; }
  &[data-size='small'] { height: ${controlHeight.small}px; padding: 0 7px; }
  &[data-size='large'] { height: ${controlHeight.large}px; }
  &[data-checked] { z-index: 1; border-color: ${color.primary}; color: ${color.primary}; }
  &:focus-within { z-index: 2; outline: 2px solid ${color.primaryLight}; }
  & > input { position: absolute; opacity: 0; pointer-events: none; }
`;

/** One choice among a few, on native radio buttons (arrow keys move the choice). */
export function RadioGroup<V extends string | number>(props: RadioGroupProps<V>): ReactElement {
  const generated = useId();
  const name = props.name ?? generated;
  const [value, setValue] = useControllableState<V | null>(props.value, props.defaultValue ?? null);
  const Choice = props.optionType === 'button' ? Segment : ChoiceLabel;
  return (
    <Group
      role="radiogroup"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      className={props.className}
      data-type={props.optionType ?? 'default'}
    >
      {props.options.map((option) => {
        const disabled = props.disabled || option.disabled;
        const checked = option.value === value;
        return (
          <Choice
            key={String(option.value)}
            data-checked={checked || undefined}
            data-disabled={disabled || undefined}
            data-size={props.size}
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={checked}
              disabled={disabled}
              onChange={() => {
                setValue(option.value);
                props.onChange?.(option.value);
              }}
            />
            <span>{option.label}</span>
          </Choice>
        );
      })}
    </Group>
  );
}
