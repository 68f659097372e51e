import styled from '@emotion/styled';
import { useState, type ComponentPropsWithRef, type ReactElement } from 'react';
import { color } from '../shared/tokens';
import { fieldFrame } from './field.styles';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  status?: 'error' | 'warning';
  /** Shows "n / maxLength" (or the count alone) under the field. */
  showCount?: boolean;
}

const Field = styled.textarea`
  ${fieldFrame}
  display: block;
  width: 100%;
  min-height: 54px;
  padding: 4px 11px;
  resize: vertical;
  &::placeholder { color: ${color.textDisabled}; }
`;

const Count = styled.div`
  margin-top: 2px;
  text-align: right;
  color: ${color.textSecondary};
  font-size: 12px;
`;

export function Textarea({ status, showCount = false, onChange, ...rest }: TextareaProps): ReactElement {
  const [typed, setTyped] = useState(String(rest.defaultValue ?? ''));
  const text = rest.value !== undefined ? String(rest.value ?? '') : typed;
  const field = (
    <Field
      {...rest}
      data-status={status}
      data-disabled={rest.disabled || undefined}
      aria-invalid={status === 'error' || undefined}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange?.(event);
      }}
    />
  );
  if (!showCount) return field;
  return (
    <div>
      {field}
      <Count aria-live="polite">
        {rest.maxLength !== undefined ? `${text.length} / ${rest.maxLength}` : text.length}
      </Count>
    </div>
  );
}
