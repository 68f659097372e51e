import styled from '@emotion/styled';
import { useId, type ReactElement, type ReactNode } from 'react';
import { color, fontSize } from '../../../elements/core/ui';

/** What the control inside a field is wired with. */
export interface FieldControl {
  id: string;
  /** The label's id, for controls that are labelled by reference (a radio group). */
  labelId: string;
  status: 'error' | undefined;
  /** The error text's id while there is one. */
  describedBy: string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** The validation message; the control is then marked as in error. */
  error?: string;
  children: (control: FieldControl) => ReactNode;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(6em, 30%) 1fr;
  column-gap: 12px;
  align-items: start;
  margin-bottom: 20px;
  font-size: ${fontSize};
  & > label {
    padding-top: 5px;
    color: ${color.text};
    text-align: right;
  }
  & > label[data-required]::before {
    content: '*';
    margin-right: 4px;
    color: ${color.danger};
  }
  & > [data-part='error'] {
    grid-column: 2;
    margin-top: 4px;
    color: ${color.danger};
  }
`;

/** A labelled form row of the shell dialogs and account pages, with its validation message. */
export function FormField({ label, required = false, error, children }: FormFieldProps): ReactElement {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Row>
      <label htmlFor={id} id={`${id}-label`} data-required={required || undefined}>
        {label}
      </label>
      <div>
        {children({
          id,
          labelId: `${id}-label`,
          status: error ? 'error' : undefined,
          describedBy: error ? errorId : undefined,
        })}
      </div>
      {error && (
        <div data-part="error" id={errorId} role="alert">
          {error}
        </div>
      )}
    </Row>
  );
}
