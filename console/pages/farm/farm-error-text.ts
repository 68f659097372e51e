import type { t as translate } from '../../../elements/core/i18n';
import type { FarmFieldError } from './farm-form-rules';

/** The shown text of a refused value. */
export function farmErrorText(error: FarmFieldError | undefined, t: typeof translate): string | undefined {
  if (!error) return undefined;
  return 'text' in error ? error.text : t(error.key, error.params);
}
