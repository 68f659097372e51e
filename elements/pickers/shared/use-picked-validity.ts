import '../../core/i18n/catalogues/pickers';
import { useEffect } from 'react';
import type { FormControl } from '../../core/element';
import { t } from '../../core/i18n';

/**
 * Tells the form whether a picker's stored value is acceptable: empty and `required` is "value
 * missing". (The element itself submits the value and restores it on `form.reset()`.)
 */
export function usePickedValidity(formControl: FormControl | undefined, value: string, required: boolean): void {
  useEffect(() => {
    if (!formControl) return;
    if (required && !value) formControl.setValidity({ flags: { valueMissing: true }, message: t('pickers.required') });
    else formControl.setValidity();
  }, [formControl, value, required]);
}
