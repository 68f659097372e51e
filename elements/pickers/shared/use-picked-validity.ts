import { useEffect, useRef } from 'react';
import type { FormControl } from '../../core/element';
import { t } from '../../core/i18n';

/** Reports a picker's stored value to its form; empty and `required` is "value missing". */
export function reportPicked(formControl: FormControl | undefined, value: string, required: boolean): void {
  if (!formControl) return;
  if (required && !value) formControl.setValue(null, { flags: { valueMissing: true }, message: t('pickers.required') });
  else formControl.setValue(value || null);
}

/**
 * Keeps the form value current. On `form.reset()` the host's `initial` value is reported at
 * once, as a native control resets (the form may read it before React renders), and
 * `restore` brings the picker's own state back to it.
 */
export function useFormReport(formControl: FormControl | undefined, value: string, required: boolean, initial: string, restore: () => void): void {
  const onReset = useRef({ initial, required, restore });
  useEffect(() => {
    onReset.current = { initial, required, restore };
  });
  useEffect(() => reportPicked(formControl, value, required), [formControl, value, required]);
  useEffect(
    () =>
      formControl?.onReset(() => {
        reportPicked(formControl, onReset.current.initial, onReset.current.required);
        onReset.current.restore();
      }),
    [formControl],
  );
}
