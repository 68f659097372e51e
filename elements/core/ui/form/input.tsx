import '../../i18n/catalogues/ui';
import styled from '@emotion/styled';
import { useRef, useState, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { CloseIcon } from '../shared/icons';
import { mergeRefs } from '../shared/merge-refs';
import { color, type ControlSize } from '../shared/tokens';
import { affixedField } from './field.styles';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'> {
  size?: ControlSize;
  status?: 'error' | 'warning';
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Shows an × that empties the field (reported through the ordinary onChange). */
  allowClear?: boolean;
}

const Frame = styled.span`
  ${affixedField}
  display: inline-flex;
  & > button { color: ${color.textDisabled}; }
`;

/** Writes a value the way typing does, so React's onChange sees it in every mode. */
function typeValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A text field, optionally with prefix, suffix and a clear button. */
export function Input({
  size,
  status,
  prefix,
  suffix,
  allowClear = false,
  className,
  style,
  ref,
  onChange,
  ...rest
}: InputProps): ReactElement {
  const { t } = useTranslation();
  const own = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(String(rest.defaultValue ?? ''));
  const text = rest.value !== undefined ? String(rest.value ?? '') : typed;
  const clearable = allowClear && !rest.disabled && !rest.readOnly && text !== '';

  return (
    <Frame
      className={className}
      style={style}
      data-size={size}
      data-status={status}
      data-disabled={rest.disabled || undefined}
    >
      {prefix}
      <input
        {...rest}
        ref={mergeRefs(own, ref)}
        aria-invalid={status === 'error' || undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
      />
      {clearable && (
        <button
          type="button"
          aria-label={t('ui.clear')}
          onClick={() => {
            if (!own.current) return;
            typeValue(own.current, '');
            own.current.focus();
          }}
        >
          <CloseIcon />
        </button>
      )}
      {suffix}
    </Frame>
  );
}
