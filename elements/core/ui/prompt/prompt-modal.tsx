import styled from '@emotion/styled';
import { useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { validateValue, type Rule } from '../../validation';
import { Input } from '../form/input';
import { Modal } from '../modal/modal';
import { color } from '../shared/tokens';

export interface PromptModalProps {
  open: boolean;
  title: ReactNode;
  /** The field's accessible name (and its visible label when `showLabel`). */
  label: string;
  showLabel?: boolean;
  /** The text the field starts with each time the modal opens. */
  defaultValue?: string;
  placeholder?: string;
  /** The caller's rules (elements/core/validation); OK is refused while one fails. */
  rules?: readonly Rule[];
  width?: number;
  /**
   * The accepted text. A returned promise keeps OK loading; a rejection keeps the modal open
   * with the text typed, so nothing is lost when saving fails. The caller closes the modal.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a host's handler that returns nothing (typed void) must fit.
  onOk: (value: string) => void | Promise<unknown>;
  onCancel: () => void;
}

const Label = styled.label`
  display: block;
  margin-bottom: 8px;
  color: ${color.text};
`;

const Message = styled.div`
  margin-top: 4px;
  color: ${color.danger};
  font-size: 12px;
`;

/** Asks for one line of text, validated by the caller's rules before OK is accepted. */
export function PromptModal({
  open,
  title,
  label,
  showLabel = false,
  defaultValue = '',
  placeholder,
  rules = [],
  width = 400,
  onOk,
  onCancel,
}: PromptModalProps): ReactElement {
  const [value, setValue] = useState(defaultValue);
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const messageId = useId();
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setValue(defaultValue);
      setMessage(undefined);
    }
  }

  const submit = async () => {
    if (busy) return;
    const failure = await validateValue(value, rules);
    setMessage(failure);
    if (failure !== undefined) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onOk(value);
    } catch {
      // The caller reported the failure; the modal stays open with the text typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      initialFocus={input}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnClose
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {showLabel && <Label htmlFor={fieldId}>{label}</Label>}
        <Input
          ref={input}
          id={fieldId}
          aria-label={showLabel ? undefined : label}
          aria-invalid={message !== undefined || undefined}
          aria-describedby={message !== undefined ? messageId : undefined}
          status={message !== undefined ? 'error' : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (message !== undefined) setMessage(undefined);
          }}
        />
        {message !== undefined && (
          <Message id={messageId} role="alert">
            {message}
          </Message>
        )}
      </form>
    </Modal>
  );
}
