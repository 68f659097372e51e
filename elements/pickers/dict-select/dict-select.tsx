import styled from '@emotion/styled';
import { useCallback, type ReactElement } from 'react';
import type { DictItem } from '../../core/dict';
import type { FormControl } from '../../core/element';
import { color, DeferredNoticeProvider, hostLabel, useNotice } from '../../core/ui';
import type { PickerChange } from '../shared/picked-value';
import { usePickedValue } from '../shared/use-picked-value';
import { DICT_SEARCH_DEBOUNCE_MS, SWITCH_OFF, SWITCH_ON, switchQueryItems, type DictSelectType } from './dict-choice';
import { DictChoices } from './dict-choices';
import { echoFromItems, echoFromServer } from './dict-echo';
import { useDictItems } from './use-dict-items';

const Problem = styled.div`
  color: ${color.danger};
`;

export interface DictSelectProps {
  /** A dictionary code (`sex`) or a table dictionary (`sys_user,realname,username[,filter]`). */
  dictCode?: string;
  /** `select` (default), `radio`, `radioButton`, `checkbox`, `tag` (checkable tags, several with `multiple`), `switch`, or `search` (asked from the server as the user types). */
  type?: DictSelectType;
  /** The stored value; several are comma-separated. */
  value?: string;
  /** Several values: a drop-down, or tags. */
  multiple?: boolean;
  /** The switch's two values (extendOption), default Y and N. */
  switchValues?: readonly [string, string];
  /** A query form's switch: a choice of 是 / 否 rather than a toggle. */
  queryMode?: boolean;
  /** The wait after typing before a search is sent; default 800 ms (300 ms in some uses). */
  searchDebounce?: number;
  placeholder?: string;
  /** The control's accessible name, for a caller without a visible `<label>` (a query row, a grid cell). */
  label?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on the user's choice only; `rows` are the chosen dictionary items. */
  onChange?: (change: PickerChange<DictItem>) => void;
  formControl?: FormControl;
  container?: ShadowRoot;
}

/** A dictionary's values as a drop-down, radios, check boxes, a Y/N switch or a server search. */
export function DictSelect(props: DictSelectProps): ReactElement {
  return (
    <DeferredNoticeProvider>
      <DictSelectControl {...props} />
    </DeferredNoticeProvider>
  );
}

function DictSelectControl(props: DictSelectProps): ReactElement {
  const { dictCode, type = 'select', queryMode = false } = props;
  const [on, off] = props.switchValues ?? [SWITCH_ON, SWITCH_OFF];
  const { message } = useNotice();
  const isSwitch = type === 'switch';
  const searched = type === 'search';
  const dictionary = useDictItems(dictCode, isSwitch || searched);
  const items = isSwitch ? switchQueryItems(on, off) : dictionary.items;
  const echo = useCallback(
    (values: string[]) =>
      isSwitch
        ? Promise.resolve(switchQueryItems(on, off).filter((item) => values.includes(item.value)))
        : searched
          ? echoFromServer(dictCode, values)
          : echoFromItems(dictCode, values),
    [isSwitch, searched, dictCode, on, off],
  );
  const warn = useCallback((text: string) => message.warning(text), [message]);
  const picked = usePickedValue<DictItem>({ ...props, storeField: 'value', textField: 'text', echo, onError: warn });

  if (dictionary.error) {
    return (
      <div part="control">
        <Problem role="alert">{dictionary.error}</Problem>
      </div>
    );
  }
  return (
    <DictChoices
      type={isSwitch && queryMode ? 'select' : type}
      items={items}
      value={picked.value}
      chosen={picked.rows}
      switchValues={[on, off]}
      multiple={props.multiple ?? false}
      placeholder={props.placeholder}
      // Without a `label`, the host's own aria-label or <label> text names the control.
      label={props.label || hostLabel(props.container)}
      disabled={props.disabled ?? false}
      dictCode={dictCode}
      searchDebounce={props.searchDebounce ?? DICT_SEARCH_DEBOUNCE_MS}
      onFailure={warn}
      onPick={picked.pick}
    />
  );
}
