import '../../core/i18n/catalogues/pickers';
import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import type { DictItem } from '../../core/dict';
import { useTranslation } from '../../core/i18n';
import { Checkbox, RadioGroup, Select, Switch, type SelectOption } from '../../core/ui';
import { splitPicked } from '../shared/picked-value';
import { itemsOf, toggledValue, type DictSelectType } from './dict-choice';
import { DictTags } from './dict-tags';
import { useDictSearch } from './use-dict-search';

const Control = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
`;

export interface DictChoicesProps {
  type: DictSelectType;
  items: readonly DictItem[];
  value: string;
  /** The chosen items (echoed), which a searched dictionary shows among its options. */
  chosen: readonly DictItem[];
  switchValues: readonly [string, string];
  multiple: boolean;
  placeholder?: string;
  label?: string;
  disabled: boolean;
  dictCode?: string;
  searchDebounce: number;
  onFailure: (message: string) => void;
  onPick: (items: DictItem[]) => void;
}

const asOptions = (items: readonly DictItem[]): SelectOption<string>[] =>
  items.map((item) => ({ value: item.value, label: item.text }));

// Check boxes and tags are several controls: their group carries the name.
const GROUPED: ReadonlySet<DictSelectType> = new Set(['checkbox', 'tag']);

/** The dictionary drawn as the chosen kind of control. */
export function DictChoices(props: DictChoicesProps): ReactElement {
  const grouped = GROUPED.has(props.type);
  return (
    // Emotion does not pass `part` through its styled elements, so the part is a plain wrapper.
    <div part="control">
      <Control role={grouped ? 'group' : undefined} aria-label={grouped ? props.label : undefined}>
        <Choices {...props} />
      </Control>
    </div>
  );
}

function Choices(props: DictChoicesProps): ReactElement {
  const { type, items, value, multiple, disabled, label, onPick } = props;
  const { t } = useTranslation();
  const pickValue = (next: string) => onPick(itemsOf(items, next));
  switch (type) {
    case 'radio':
    case 'radioButton':
      return (
        <RadioGroup<string>
          options={items.map((item) => ({ value: item.value, label: item.text }))}
          value={value || null}
          optionType={type === 'radioButton' ? 'button' : 'default'}
          aria-label={label}
          disabled={disabled}
          onChange={pickValue}
        />
      );
    case 'checkbox':
      return (
        <>
          {items.map((item) => (
            <Checkbox
              key={item.value}
              checked={splitPicked(value).includes(item.value)}
              disabled={disabled}
              onChange={(checked) => pickValue(toggledValue(items, value, item.value, checked))}
            >
              {item.text}
            </Checkbox>
          ))}
        </>
      );
    case 'tag':
      return <DictTags items={items} value={value} multiple={multiple} disabled={disabled} onValue={pickValue} />;
    case 'switch': {
      const [on, off] = props.switchValues;
      // A switch shows no text of its own: without a label from the page it still needs a name.
      return (
        <Switch
          aria-label={label || t('pickers.switch')}
          checked={value === on}
          disabled={disabled}
          onChange={(checked) => pickValue(checked ? on : off)}
        />
      );
    }
    case 'search':
      return <DictSearch {...props} />;
    default:
      return multiple ? (
        <Select<string>
          multiple
          aria-label={label}
          options={asOptions(items)}
          value={splitPicked(value)}
          placeholder={props.placeholder}
          disabled={disabled}
          allowClear
          onChange={(next) => pickValue(next.join(','))}
        />
      ) : (
        <Select<string>
          aria-label={label}
          options={asOptions(items)}
          value={value || null}
          placeholder={props.placeholder}
          disabled={disabled}
          allowClear
          onChange={(next) => pickValue(next ?? '')}
        />
      );
  }
}

function DictSearch(props: DictChoicesProps): ReactElement {
  const { value, chosen, disabled, onPick } = props;
  const search = useDictSearch(props.dictCode, props.searchDebounce, props.onFailure);
  const options = [...chosen, ...search.found.filter((item) => !chosen.some((one) => one.value === item.value))];
  return (
    <Select<string>
      searchable
      aria-label={props.label}
      filterOption={false}
      options={asOptions(options)}
      value={value || null}
      placeholder={props.placeholder}
      disabled={disabled}
      allowClear
      loading={search.loading}
      notFoundContent={search.notFound}
      onSearch={search.search}
      onChange={(next) => onPick(options.filter((item) => item.value === next))}
    />
  );
}
