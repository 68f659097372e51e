import '../../core/i18n/catalogues/cron';
import { useId, type ReactElement, type ReactNode, type Ref } from 'react';
import { Input } from '../../core/ui';
import type { Translate } from '../editor';
import { ErrorText, ExpressionRow, InputRow } from './cron.styles';

export interface ExpressionInputProps {
  value: string;
  onChange: (text: string) => void;
  /** The engine's refusal in the user's words; the text itself is kept as typed. */
  error: string | null;
  disabled: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  tr: Translate;
  /** Beside the box, e.g. the button that opens the editor. */
  children?: ReactNode;
}

/** The expression as text, which the user may also type; an invalid one shows why beneath. */
export function ExpressionInput({
  value,
  onChange,
  error,
  disabled,
  placeholder,
  inputRef,
  tr,
  children,
}: ExpressionInputProps): ReactElement {
  const errorId = useId();
  return (
    <ExpressionRow>
      <InputRow>
        <Input
          ref={inputRef}
          part="input"
          value={value}
          placeholder={placeholder ?? tr('cron.placeholder')}
          aria-label={tr('cron.expression')}
          aria-describedby={error ? errorId : undefined}
          status={error ? 'error' : undefined}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </InputRow>
      {error && (
        <ErrorText id={errorId} part="error" role="alert">
          {error}
        </ErrorText>
      )}
    </ExpressionRow>
  );
}
