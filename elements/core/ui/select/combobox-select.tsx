import '../../i18n/catalogues/ui';
import styled from '@emotion/styled';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from '../../i18n';
import { CloseIcon } from '../shared/icons';
import { color } from '../shared/tokens';
import { OptionsList } from './options-list';
import { ChosenTag, ChosenTags, controlFrame, optionRow, optionsPanel, SelectRoot } from './select.styles';
import { filterOptions, labelOf, type SelectValue } from './select-model';
import type { SelectViewProps } from './select-props';
import { SelectSuffix } from './select-suffix';
import { SelectionAfterTextWrite, SelectionBeforeTextWrite } from './whole-selection-kept';

const Frame = styled.div`
  ${controlFrame}
  flex-wrap: wrap;
  cursor: text;
  & > input {
    flex: 1;
    min-width: 40px;
    height: 22px;
    padding: 0;
    border: 0;
    outline: none;
    background: transparent;
    color: inherit;
    font: inherit;
  }
  & > input::placeholder { color: ${color.textDisabled}; }
  & > button {
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    width: 30px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
`;
const Panel = styled(ComboboxOptions)`
  ${optionsPanel}
`;
const Row = styled(ComboboxOption)`
  ${optionRow}
`;

/**
 * The searchable select on Headless UI Combobox (no `anchor`, no `modal`, as for the Listbox):
 * typed text filters the options, or goes to `onSearch` for a server-side search.
 */
export function ComboboxSelect<V extends SelectValue>(props: SelectViewProps<V>): ReactElement {
  const { t } = useTranslation();
  const { options, multiple, chosen, choose, disabled = false } = props;
  const [query, setQuery] = useState('');
  const shown = filterOptions(options, query, props.filterOption);
  const clearable = Boolean(props.allowClear && chosen.length && !disabled);
  const current = chosen.length ? chosen[chosen.length - 1] : null;
  const input = useRef<HTMLInputElement>(null);
  const shownText = multiple ? query : labelOf(options, current);
  const wasWholeSelected = useRef(false);
  const type = (text: string) => {
    setQuery(text);
    props.onSearch?.(text);
  };

  return (
    <SelectRoot className={props.className} style={props.style}>
      <Combobox<unknown, boolean>
        value={multiple ? chosen : current}
        onChange={(next) => {
          // Headless UI hands back the option values we gave it, so they are of type V.
          const values = (next === null ? [] : Array.isArray(next) ? next : [next]) as V[];
          choose(values);
          if (multiple) setQuery('');
        }}
        onClose={() => setQuery('')}
        multiple={multiple}
        disabled={disabled}
        name={props.name}
        immediate
      >
        <Frame data-size={props.size} data-status={props.status} data-disabled={disabled || undefined}>
          {multiple && chosen.length > 0 && (
            <ChosenTags>
              {chosen.map((value) => (
                <ChosenTag key={String(value)}>
                  {labelOf(options, value)}
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={`${t('ui.clear')} ${labelOf(options, value)}`}
                    disabled={disabled}
                    onClick={() => choose(chosen.filter((entry) => entry !== value))}
                  >
                    <CloseIcon />
                  </button>
                </ChosenTag>
              ))}
            </ChosenTags>
          )}
          <SelectionBeforeTextWrite field={input} text={shownText} wasWhole={wasWholeSelected} />
          <ComboboxInput<V | null>
            ref={input}
            id={props.id}
            aria-label={props['aria-label']}
            aria-labelledby={props['aria-labelledby']}
            placeholder={chosen.length && multiple ? undefined : (props.placeholder ?? t('ui.select.placeholder'))}
            displayValue={(value) => (multiple ? query : labelOf(options, value))}
            onChange={(event) => type(event.target.value)}
            autoComplete="off"
          />
          <SelectionAfterTextWrite field={input} text={shownText} wasWhole={wasWholeSelected} />
          <ComboboxButton aria-label={props.placeholder ?? t('ui.select.placeholder')} />
        </Frame>
        <Panel modal={false}>
          <OptionsList
            options={shown}
            loading={props.loading}
            notFoundContent={props.notFoundContent}
            renderOption={(option, content) => (
              <Row key={String(option.value)} value={option.value} disabled={option.disabled}>
                {({ selected }) => content(selected)}
              </Row>
            )}
          />
        </Panel>
      </Combobox>
      <SelectSuffix clearable={clearable} onClear={() => choose([])} />
    </SelectRoot>
  );
}
