import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { DateRangePicker, Input } from '../../../elements/core/ui';
import { QuerySelect, type ListPageState } from '../../../elements/list';
import { BusinessPicker } from '../../../elements/pickers';
import type { QueryField } from '../../../elements/query';
import type { FarmDeclaration, FarmField } from './farm-declaration';

/** Query-bar text fields are searched by "contains", as JeecgBoot's online lists do; coded ones match exactly. */
export function likeFieldsOf(declaration: FarmDeclaration): string[] {
  return declaration.fields
    .filter((field) => field.query === 'single' && field.kind === 'text' && !field.dict && !field.ref)
    .map((field) => field.name);
}

/** Every declared field as an advanced-query condition, with the value editor its kind calls for. */
export function advancedQueryFields(declaration: FarmDeclaration): QueryField[] {
  return declaration.fields.map((field): QueryField => {
    if (field.dict) return { field: field.name, title: field.title, type: 'dict', dictCode: field.dict };
    if (field.ref)
      return {
        field: field.name,
        title: field.title,
        type: 'tableDict',
        dictTable: field.ref,
        dictText: field.refLabel ?? 'id',
        dictCode: 'id',
      };
    if (field.kind === 'number') return { field: field.name, title: field.title, type: 'number' };
    if (field.kind === 'date' || field.kind === 'datetime')
      return { field: field.name, title: field.title, type: field.kind };
    return { field: field.name, title: field.title, type: 'text' };
  });
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function QueryInput<Row>({
  list,
  name,
  label,
}: {
  list: ListPageState<Row>;
  name: string;
  label: string;
}): ReactElement {
  return (
    <label style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      {label}
      <Input
        autoComplete="off"
        value={text(list.query[name])}
        onChange={(event) => list.setQueryValue(name, event.target.value)}
      />
    </label>
  );
}

/** A date or date-time range as one picker of two ends, sent as `<field>_begin` and `<field>_end`. */
function DateRangeQuery<Row>({ list, field }: { list: ListPageState<Row>; field: FarmField }): ReactElement {
  const { t } = useTranslation();
  const begin = `${field.name}_begin`;
  const end = `${field.name}_end`;
  const titleId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of one range picker's two inputs, laid out inline; a <fieldset> would bring its own border and legend layout.
    <div role="group" aria-labelledby={titleId} style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <span id={titleId}>{field.title}</span>
      <DateRangePicker
        kind={field.kind === 'datetime' ? 'datetime' : 'date'}
        startLabel={t('farm.rangeFrom', { title: field.title })}
        endLabel={t('farm.rangeTo', { title: field.title })}
        value={[text(list.query[begin]), text(list.query[end])]}
        onChange={([from, to]) => {
          list.setQueryValue(begin, from);
          list.setQueryValue(end, to);
        }}
      />
    </div>
  );
}

function QueryItem<Row>({
  declaration,
  field,
  list,
}: {
  declaration: FarmDeclaration;
  field: FarmField;
  list: ListPageState<Row>;
}): ReactElement {
  const { t } = useTranslation();
  if (field.query === 'group' && (field.kind === 'date' || field.kind === 'datetime'))
    return <DateRangeQuery list={list} field={field} />;
  if (field.query === 'group') {
    return (
      <>
        <QueryInput list={list} name={`${field.name}_begin`} label={t('farm.rangeFrom', { title: field.title })} />
        <QueryInput list={list} name={`${field.name}_end`} label={t('farm.rangeTo', { title: field.title })} />
      </>
    );
  }
  if (field.dict) {
    const options = (declaration.dictOptions[field.dict] ?? []).map((item) => ({
      value: item.value,
      label: item.text,
    }));
    const value = text(list.query[field.name]);
    return (
      <QuerySelect<string>
        label={field.title}
        options={options}
        placeholder={t('farm.any')}
        value={value || null}
        onChange={(next) => list.setQueryValue(field.name, next ?? '')}
      />
    );
  }
  if (field.ref) {
    return (
      <label style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
        {field.title}
        <BusinessPicker
          listUrl={`/farm/${field.refPath ?? ''}/list`}
          queryField={field.refLabel}
          textField={field.refLabel ?? 'id'}
          columns={[{ key: field.refLabel ?? 'id', title: field.refTitle ?? field.title }]}
          dialogTitle={field.refTitle}
          value={text(list.query[field.name])}
          placeholder={t('farm.any')}
          onChange={(change) => list.setQueryValue(field.name, change.value)}
        />
      </label>
    );
  }
  return <QueryInput list={list} name={field.name} label={field.title} />;
}

/** The query bar: the fields the resource marks as query conditions (one value, or a begin/end range). */
export function FarmQueryFields<Row>({
  declaration,
  list,
}: {
  declaration: FarmDeclaration;
  list: ListPageState<Row>;
}): ReactElement {
  return (
    <>
      {declaration.fields
        .filter((field) => field.query)
        .map((field) => (
          <QueryItem key={field.name} declaration={declaration} field={field} list={list} />
        ))}
    </>
  );
}
