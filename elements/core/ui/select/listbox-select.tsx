import '../../i18n/catalogues/ui';
import styled from '@emotion/styled';
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n';
import { OptionsList } from './options-list';
import {
  ChosenTag,
  ChosenTags,
  controlFrame,
  optionRow,
  optionsPanel,
  Placeholder,
  SelectedText,
  SelectRoot,
} from './select.styles';
import { labelOf, nameShowing, type SelectValue } from './select-model';
import type { SelectViewProps } from './select-props';
import { SelectSuffix } from './select-suffix';

const Trigger = styled(ListboxButton)`
  ${controlFrame}
`;
const Panel = styled(ListboxOptions)`
  ${optionsPanel}
`;
const Row = styled(ListboxOption)`
  ${optionRow}
`;

/**
 * The plain select on Headless UI Listbox, used without `anchor` (which would portal the list
 * out of a widget's shadow root) and without `modal` (which would lock the host page's scroll).
 */
export function ListboxSelect<V extends SelectValue>(props: SelectViewProps<V>): ReactElement {
  const { t } = useTranslation();
  const { options, multiple, chosen, choose, disabled = false } = props;
  const clearable = Boolean(props.allowClear && chosen.length && !disabled);
  const current = chosen.length ? chosen[chosen.length - 1] : null;
  const placeholder = props.placeholder ?? t('ui.select.placeholder');
  const shown =
    multiple && chosen.length
      ? chosen.map((value) => labelOf(options, value)).join(' ')
      : labelOf(options, current) || placeholder;

  return (
    <SelectRoot className={props.className} style={props.style}>
      <Listbox
        value={multiple ? chosen : current}
        onChange={(next: V | V[] | null) => choose(next === null ? [] : Array.isArray(next) ? next : [next])}
        multiple={multiple}
        disabled={disabled}
        name={props.name}
      >
        <Trigger
          id={props.id}
          aria-label={nameShowing(props['aria-label'], shown)}
          aria-labelledby={props['aria-labelledby']}
          data-size={props.size}
          data-status={props.status}
        >
          {!chosen.length ? (
            <Placeholder>{placeholder}</Placeholder>
          ) : multiple ? (
            <ChosenTags>
              {chosen.map((value) => (
                <ChosenTag key={String(value)}>{labelOf(options, value)}</ChosenTag>
              ))}
            </ChosenTags>
          ) : (
            <SelectedText>{labelOf(options, current)}</SelectedText>
          )}
        </Trigger>
        <Panel modal={false}>
          <OptionsList
            options={options}
            loading={props.loading}
            notFoundContent={props.notFoundContent}
            renderOption={(option, content) => (
              <Row key={String(option.value)} value={option.value} disabled={option.disabled}>
                {({ selected }) => content(selected)}
              </Row>
            )}
          />
        </Panel>
      </Listbox>
      <SelectSuffix clearable={clearable} onClear={() => choose([])} />
    </SelectRoot>
  );
}
