import { useRef, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { ControlFrame } from './cron.styles';
import { CronEditor } from './cron-editor';
import { CronInput } from './cron-input';
import type { CronChange, CronViewProps } from './cron-props';
import { useCronText } from './use-cron-text';
import { useFormValidity } from './use-form-validity';

export type CronMode = 'inline' | 'modal';

export interface CronControlProps extends CronViewProps {
  /** The expression. A new value replaces what the user entered (`<farm-cron>` hands down its current value). */
  value?: string;
  /** Called on user action only: typing, a panel, or 确定 in the dialog. */
  onChange?: (change: CronChange) => void;
  /** 'modal' (default): a text box and a button opening the editor; 'inline': the editor itself. */
  mode?: CronMode;
  /** An empty expression makes the form invalid ("value missing"). */
  required?: boolean;
  /** JeecgBoot's name for hideSeconds (`hide-second`), read the same way. */
  hideSecond?: boolean;
  /** The form field's name; the browser reads it from the element's attribute. */
  name?: string;
  /** Given by `<farm-cron>`: how the value reaches the form. */
  formControl?: FormControl;
}

/**
 * The cron field as a form control, in either variant: what `<farm-cron>` renders, and what a
 * React host can use the same way. It keeps the user's expression, follows a new `value`,
 * and tells the form whether the expression is acceptable.
 */
export function CronControl(props: CronControlProps): ReactElement {
  const {
    value = '',
    onChange,
    mode = 'modal',
    required = false,
    hideSecond,
    formControl,
    name: _name,
    ...view
  } = props;
  const hideSeconds = Boolean(view.hideSeconds || hideSecond);
  const tr = useCronText(view.locale);
  const [text, setText] = useState(value);
  const [givenValue, setGivenValue] = useState(value);
  if (givenValue !== value) {
    // Adjusting state while rendering: a new value from the host replaces the user's text.
    setGivenValue(value);
    setText(value);
  }
  const input = useRef<HTMLInputElement>(null);
  useFormValidity(formControl, text, { required, hideSeconds, tr, anchor: input });

  const change = (next: CronChange) => {
    setText(next.value);
    onChange?.(next);
  };
  const Variant = mode === 'inline' ? CronEditor : CronInput;
  return (
    // The inner boxes' own `input` events are composed and would leave the shadow root as if
    // the field had changed (typing in the dialog's copy, ticking a box that changes nothing):
    // the field reports its changes itself, through onChange.
    <ControlFrame onInput={(event) => event.stopPropagation()}>
      <Variant {...view} hideSeconds={hideSeconds} value={text} onChange={change} inputRef={input} />
    </ControlFrame>
  );
}
