import '../../core/i18n/catalogues/list';
import { useId, useMemo, type ReactElement } from 'react';
import { useDictionaryItems } from '../../core/dict';
import { useTranslation } from '../../core/i18n';
import { DatePicker, DateRangePicker, Input } from '../../core/ui';
import { queryModeOf, type ListChoice, type ListQueryField } from '../model';
import type { ListPageState } from '../use-list-page';
import { QuerySelect } from './query-select';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const FIELD_STYLE = { display: 'inline-flex', flexDirection: 'column', gap: 4 } as const;

function QueryInput<Row>({
  list,
  name,
  label,
  type,
}: {
  list: ListPageState<Row>;
  name: string;
  label: string;
  type: 'text' | 'number' | 'date';
}): ReactElement {
  const value = text(list.query[name]);
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: both branches are a control (DatePicker or Input), which the rule does not follow.
    <label style={FIELD_STYLE}>
      {label}
      {type === 'date' ? (
        <DatePicker value={value} onChange={(next) => list.setQueryValue(name, next)} />
      ) : (
        <Input
          type={type}
          autoComplete="off"
          value={value}
          onChange={(event) => list.setQueryValue(name, event.target.value)}
        />
      )}
    </label>
  );
}

/** A date range as one picker of two ends, sent as `<field>_begin` and `<field>_end`. */
function DateRangeField<Row>({ list, field }: { list: ListPageState<Row>; field: ListQueryField }): ReactElement {
  const { t } = useTranslation();
  const begin = `${field.field}_begin`;
  const end = `${field.field}_end`;
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of one range picker's two inputs, laid out inline; a <fieldset> would bring its own border and legend layout.
    <div style={FIELD_STYLE} role="group" aria-labelledby={titleId}>
      <span id={titleId}>{field.title}</span>
      <DateRangePicker
        startLabel={t('list.rangeFrom', { title: field.title })}
        endLabel={t('list.rangeTo', { title: field.title })}
        value={[text(list.query[begin]), text(list.query[end])]}
        onChange={([from, to]) => {
          list.setQueryValue(begin, from);
          list.setQueryValue(end, to);
        }}
      />
    </div>
  );
}

/** A dictionary's items as choices, loaded once for the field (the dictionary cache answers again). */
function useDictChoices(dictCode: string | undefined): readonly ListChoice[] {
  // The dictionary call has shown why it failed; the field offers nothing to choose.
  const { data } = useDictionaryItems(dictCode, Boolean(dictCode));
  return useMemo(() => (data ?? []).map((item) => ({ value: item.value, text: item.text })), [data]);
}

function ChoiceField<Row>({ list, field }: { list: ListPageState<Row>; field: ListQueryField }): ReactElement {
  const { t } = useTranslation();
  const loaded = useDictChoices(field.type === 'dict' ? field.dictCode : undefined);
  const choices = field.type === 'dict' ? loaded : (field.options ?? []);
  const value = text(list.query[field.field]);
  return (
    <QuerySelect<string>
      label={field.title}
      options={choices.map((choice) => ({ value: String(choice.value), label: choice.text }))}
      placeholder={field.placeholder ?? t('list.any')}
      value={value || null}
      onChange={(next) => list.setQueryValue(field.field, next ?? '')}
    />
  );
}

/** One query-bar field: a text or number box or a date picker (two ends for a range: `<field>_begin`, `<field>_end`) or a choice. */
function QueryBarField<Row>({ list, field }: { list: ListPageState<Row>; field: ListQueryField }): ReactElement {
  const { t } = useTranslation();
  const type = field.type ?? 'text';
  if (type === 'select' || type === 'dict') return <ChoiceField list={list} field={field} />;
  if (queryModeOf(field) === 'range') {
    if (type === 'date') return <DateRangeField list={list} field={field} />;
    return (
      <>
        <QueryInput
          list={list}
          name={`${field.field}_begin`}
          label={t('list.rangeFrom', { title: field.title })}
          type={type}
        />
        <QueryInput
          list={list}
          name={`${field.field}_end`}
          label={t('list.rangeTo', { title: field.title })}
          type={type}
        />
      </>
    );
  }
  return <QueryInput list={list} name={field.field} label={field.title} type={type} />;
}

/** The query bar's fields, bound to the list's query (applied by 查询 or Enter). */
export function QueryBarFields<Row>({
  list,
  fields,
}: {
  list: ListPageState<Row>;
  fields: readonly ListQueryField[];
}): ReactElement {
  return (
    <>
      {fields.map((field) => (
        <QueryBarField key={field.field} list={list} field={field} />
      ))}
    </>
  );
}
