import '../../i18n/catalogues/ui';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { CheckIcon } from '../shared/icons';
import { Spinner } from '../shared/spinner';
import { EmptyRow } from './select.styles';
import type { SelectOption, SelectValue } from './select-model';

interface OptionsListProps<V extends SelectValue> {
  options: readonly SelectOption<V>[];
  loading?: boolean;
  notFoundContent?: ReactNode;
  /** The Headless UI option component (Listbox or Combobox flavour), already styled. */
  renderOption: (option: SelectOption<V>, content: (selected: boolean) => ReactElement) => ReactElement;
}

/** The rows of an open select: a spinner while loading, 暂无数据 when nothing is listed. */
export function OptionsList<V extends SelectValue>({
  options,
  loading,
  notFoundContent,
  renderOption,
}: OptionsListProps<V>): ReactElement {
  const { t } = useTranslation();
  if (loading) {
    return (
      <EmptyRow>
        <Spinner aria-hidden="true" />
        {t('ui.loading')}
      </EmptyRow>
    );
  }
  if (!options.length) return <EmptyRow>{notFoundContent ?? t('ui.select.notFound')}</EmptyRow>;
  return (
    <>
      {options.map((option) =>
        renderOption(option, (selected) => (
          <>
            <span>{option.label}</span>
            {selected && <CheckIcon />}
          </>
        )),
      )}
    </>
  );
}
