import '../../core/i18n/catalogues/cron';
import { useLayoutEffect, type RefObject } from 'react';
import type { FormControl } from '../../core/element';
import { expressionErrorMessage, type Translate } from '../editor';

export interface FormValidityOptions {
  /** An empty expression is "value missing". */
  required: boolean;
  /** The 5-field form is accepted. */
  hideSeconds: boolean;
  tr: Translate;
  /** Where the browser points its validity bubble. */
  anchor: RefObject<HTMLInputElement | null>;
}

/**
 * Tells the form whether `text` is acceptable, as the DOM updates: a required empty one is
 * "value missing", one Quartz refuses a custom error with the reason in the user's words. (The
 * element itself submits the value.)
 */
export function useFormValidity(
  formControl: FormControl | undefined,
  text: string,
  options: FormValidityOptions,
): void {
  const { required, hideSeconds, tr, anchor } = options;
  useLayoutEffect(() => {
    if (!formControl) return;
    const missing = required && text.trim() === '';
    const message = missing ? tr('cron.required') : expressionErrorMessage(text, tr, { hideSeconds });
    const flags: ValidityStateFlags = missing ? { valueMissing: true } : { customError: true };
    formControl.setValidity(message === null ? undefined : { flags, message, anchor: anchor.current ?? undefined });
  }, [formControl, text, required, hideSeconds, tr, anchor]);
}
