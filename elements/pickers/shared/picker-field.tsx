import '../../core/i18n/catalogues/pickers';
import styled from '@emotion/styled';
import type { ReactElement, Ref } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button, hostLabel, Input } from '../../core/ui';

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
  /** The host's `label` attribute: the text box's name where no visible label names the picker. */
  label?: string;
  /** The element's shadow root, whose host's `aria-label` or `<label>` names the text box. */
  container?: ShadowRoot;
  /** The picker's own name for its chosen records, used when the page gives none. */
  defaultLabel: string;
  placeholder?: string;
  disabled?: boolean;
  onOpen: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The closed picker: the chosen records' text (read-only) and the button opening the dialog.
 * The text box is named (a title alone is no label), and the name states what it holds.
 */
export function PickerField({
  text,
  label,
  container,
  defaultLabel,
  placeholder,
  disabled,
  onOpen,
  inputRef,
}: PickerFieldProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Field>
      <Input
        ref={inputRef}
        part="text"
        readOnly
        value={text}
        aria-label={label || hostLabel(container) || defaultLabel}
        title={text || undefined}
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
