import { useEffect, useLayoutEffect, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { t } from '../../core/i18n';
import { DeferredNoticeProvider } from '../../core/ui';
import { formTextOf, type UploadValue } from '../model';
import { UploadField } from './upload-field';
import type { UploadChange, UploadFieldProps } from './upload-props';
import { FieldFrame } from './upload.styles';

export interface UploadControlProps extends UploadFieldProps {
  /** No file makes the form invalid ("value missing"). */
  required?: boolean;
  /** The form field's name; the browser reads it from the element's attribute. */
  name?: string;
  /** Given by `<farm-upload>`: how the value reaches the form. */
  formControl?: FormControl;
}

function reportToForm(formControl: FormControl, value: UploadValue, required: boolean): void {
  const text = formTextOf(value);
  if (required && !text) formControl.setValue(null, { flags: { valueMissing: true }, message: t('upload.required') });
  else formControl.setValue(text || null);
}

/**
 * The upload field as a form control: what `<farm-upload>` and `<farm-image-upload>` render,
 * and what a React host can use the same way. The form gets the value the field last
 * reported (url text, or the object list as JSON); `form.reset()` restores the given value.
 */
export function UploadControl(props: UploadControlProps): ReactElement {
  const { formControl, required = false, name: _name, value = '', onChange, ...field } = props;
  const [current, setCurrent] = useState<UploadValue>(value);
  const [givenValue, setGivenValue] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (givenValue !== value) {
    setGivenValue(value);
    setCurrent(value);
  }

  useLayoutEffect(() => {
    if (formControl) reportToForm(formControl, current, required);
  }, [formControl, current, required]);
  useEffect(
    () =>
      formControl?.onReset(() => {
        setCurrent(value);
        setGeneration((count) => count + 1);
        reportToForm(formControl, value, required);
      }),
    [formControl, value, required],
  );

  const change = (next: UploadChange) => {
    setCurrent(next.value);
    onChange?.(next);
  };
  return (
    <DeferredNoticeProvider>
      <FieldFrame>
        <UploadField key={generation} {...field} value={value} onChange={change} />
      </FieldFrame>
    </DeferredNoticeProvider>
  );
}
