import styled from '@emotion/styled';
import type { ReactElement, Ref } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button, Input } from '../../core/ui';

// Minimum widths: 190px for user-select and depart-select (spec 5.4).
const Field = styled.div`
  display: flex;
  gap: 8px;
  min-width: 190px;
  & > input {
    flex: 1;
    min-width: 0;
  }
`;

export interface PickerFieldProps {
  text: string;
  placeholder?: string;
  disabled?: boolean;
  onOpen: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The closed picker: the chosen records' text (read-only) and the button opening the dialog. */
export function PickerField({ text, placeholder, disabled, onOpen, inputRef }: PickerFieldProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Field>
      <Input
        ref={inputRef}
        part="text"
        readOnly
        value={text}
        title={text}
        placeholder={placeholder}
        disabled={disabled}
        onClick={() => !disabled && onOpen()}
        onKeyDown={(event) => {
          if (!disabled && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            onOpen();
          }
        }}
      />
      {/* Emotion drops `part` from its styled button, so the part is this wrapper. */}
      <span part="open-button">
        <Button disabled={disabled} onClick={onOpen}>
          {t('pickers.choose')}
        </Button>
      </span>
    </Field>
  );
}
