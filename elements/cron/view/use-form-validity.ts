import { useLayoutEffect, type RefObject } from 'react';
import type { FormControl } from '../../core/element';
import { expressionErrorMessage, type Translate } from '../editor';

export interface FormReportOptions {
  /** An empty expression is "value missing". */
  required: boolean;
  /** The 5-field form is accepted. */
  hideSeconds: boolean;
  tr: Translate;
  /** Where the browser points its validity bubble. */
  anchor: RefObject<HTMLInputElement | null>;
}

/**
 * Reports `text` to the form: submitted as it is (left out while empty); a required empty one
 * is "value missing", one Quartz refuses a custom error with the reason in the user's words.
 */
export function reportFormValue(formControl: FormControl, text: string, options: FormReportOptions): void {
  const missing = options.required && text.trim() === '';
  const message = missing ? options.tr('cron.required') : expressionErrorMessage(text, options.tr, { hideSeconds: options.hideSeconds });
  const flags: ValidityStateFlags = missing ? { valueMissing: true } : { customError: true };
  formControl.setValue(text === '' ? null : text, message === null ? undefined : { flags, message, anchor: options.anchor.current ?? undefined });
}

/** Keeps the form's copy of the value and validity in step with the field, as the DOM updates. */
export function useFormValue(formControl: FormControl | undefined, text: string, options: FormReportOptions): void {
  const { required, hideSeconds, tr, anchor } = options;
  useLayoutEffect(() => {
    if (formControl) reportFormValue(formControl, text, { required, hideSeconds, tr, anchor });
  }, [formControl, text, required, hideSeconds, tr, anchor]);
}
