import styled from '@emotion/styled';
import {
  useEffect,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { mergeRefs } from '../shared/merge-refs';
import { color, fontFamily, fontSize } from '../shared/tokens';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange' | 'size'> {
  /** The "some but not all" state, e.g. a select-all box over a partly selected list. */
  indeterminate?: boolean;
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  children?: ReactNode;
}

export const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-family: ${fontFamily};
  font-size: ${fontSize};
  line-height: 1.5715;
  color: ${color.text};
  cursor: pointer;
  & > input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${color.primary};
    cursor: inherit;
  }
  &[data-disabled] { color: ${color.textDisabled}; cursor: not-allowed; }
`;

/** A native check box (so forms, labels and keyboard just work) in the theme's colour. */
export function Checkbox({
  indeterminate = false,
  onChange,
  children,
  className,
  style,
  ref,
  ...rest
}: CheckboxProps): ReactElement {
  const own = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <ChoiceLabel className={className} style={style} data-disabled={rest.disabled || undefined}>
      <input
        {...rest}
        ref={mergeRefs(own, ref)}
        type="checkbox"
        onChange={(event) => onChange?.(event.target.checked, event)}
      />
      {children != null && <span>{children}</span>}
    </ChoiceLabel>
  );
}
