import '../../i18n/catalogues/ui';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n';
import { ChevronDownIcon, CloseIcon } from '../shared/icons';
import { SuffixSlot } from './select.styles';

interface SelectSuffixProps {
  clearable: boolean;
  onClear: () => void;
}

/** The chevron, and the × that empties the value (a separate button, so it never opens the list). */
export function SelectSuffix({ clearable, onClear }: SelectSuffixProps): ReactElement {
  const { t } = useTranslation();
  return (
    <SuffixSlot>
      {clearable ? (
        <button type="button" aria-label={t('ui.clear')} onClick={onClear}>
          <CloseIcon />
        </button>
      ) : (
        <ChevronDownIcon />
      )}
    </SuffixSlot>
  );
}
