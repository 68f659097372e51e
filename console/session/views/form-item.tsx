import styled from '@emotion/styled';
import type { ReactElement, ReactNode } from 'react';
import { color } from '../../shell/kit/ui-basics';

const Item = styled.div`
  margin-bottom: 20px;
  & > label {
    display: block;
    margin-bottom: 6px;
    color: ${color.text};
  }
`;

const Message = styled.div`
  margin-top: 4px;
  color: ${color.danger};
  font-size: 13px;
  line-height: 20px;
`;

export interface FormItemProps {
  /** A visible label; the sign-in forms use placeholders and aria-labels instead. */
  label?: ReactNode;
  htmlFor?: string;
  /** The field's validation message, shown under it. */
  error?: string;
  /** Set when the error must be linked to the control (aria-describedby). */
  errorId?: string;
  children: ReactNode;
}

/** A form row: the control and, under it, the message of the rule it breaks. */
export function FormItem({ label, htmlFor, error, errorId, children }: FormItemProps): ReactElement {
  return (
    <Item>
      {label && <label htmlFor={htmlFor}>{label}</label>}
      {children}
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
    </Item>
  );
}
