import '../../core/i18n/catalogues/upload';
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

/** Tells the form whether the value is acceptable: no file and `required` is "value missing". */
function useUploadValidity(formControl: FormControl | undefined, value: UploadValue, required: boolean): void {
  useLayoutEffect(() => {
    if (!formControl) return;
    if (required && !formTextOf(value))
      formControl.setValidity({ flags: { valueMissing: true }, message: t('upload.required') });
    else formControl.setValidity();
  }, [formControl, value, required]);
}

/**
 * The upload field as a form control: what `<farm-upload>` and `<farm-image-upload>` render,
 * and what a React host can use the same way. It follows the given value (the element's current
 * one) and says whether the form may take it; `form.reset()` also drops uploads under way.
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

  useUploadValidity(formControl, current, required);
  // The element restores its default value itself; what is left is the list's own state.
  useEffect(() => formControl?.onReset(() => setGeneration((count) => count + 1)), [formControl]);

  const change = (next: UploadChange) => {
    setCurrent(next.value);
    onChange?.(next);
  };
  return (
    <DeferredNoticeProvider>
      <FieldFrame>
        <UploadField key={generation} {...field} value={current} onChange={change} />
      </FieldFrame>
    </DeferredNoticeProvider>
  );
}
