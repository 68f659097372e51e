import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { DatePicker, DateRangePicker, Input, type PickerKind } from '../../../elements/core/ui';
import { QuerySelect, type ListPageState } from '../../../elements/list';
import { DictSelect, type ReportConfig, type ReportRow } from '../../../elements/pickers';
import type { ReportQueryField } from './use-report-config';

type List = ListPageState<ReportRow>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const fieldLabel = { display: 'inline-flex', flexDirection: 'column', gap: 4 } as const;

/** A date or datetime column (getQueryInfo's `view`) is entered with the product's picker, in the spec's format. */
function pickerKindOf(view: string | undefined): PickerKind | null {
  return view === 'date' || view === 'datetime' ? view : null;
}

function QueryInput({
  list,
  name,
  label,
  kind,
}: {
  list: List;
  name: string;
  label: string;
  kind: PickerKind | null;
}): ReactElement {
  const value = text(list.query[name]);
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: both branches are a control (DatePicker or Input), which the rule does not follow.
    <label style={fieldLabel}>
      {label}
      {kind ? (
        <DatePicker kind={kind} value={value} onChange={(next) => list.setQueryValue(name, next)} />
      ) : (
        <Input autoComplete="off" value={value} onChange={(event) => list.setQueryValue(name, event.target.value)} />
      )}
    </label>
  );
}

/** A date range as one picker of two ends, sent as `<field>_begin` and `<field>_end` like the text pair. */
function DateRangeItem({ field, kind, list }: { field: ReportQueryField; kind: PickerKind; list: List }): ReactElement {
  const { t } = useTranslation();
  const titleId = useId();
  const begin = `${field.field}_begin`;
  const end = `${field.field}_end`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of one range picker's two inputs, laid out inline; a <fieldset> would bring its own border and legend layout.
    <div style={fieldLabel} role="group" aria-labelledby={titleId}>
      <span id={titleId}>{field.label}</span>
      <DateRangePicker
        kind={kind}
        startLabel={t('console.onlineReport.rangeFrom', { title: field.label })}
        endLabel={t('console.onlineReport.rangeTo', { title: field.label })}
        value={[text(list.query[begin]), text(list.query[end])]}
        onChange={([from, to]) => {
          list.setQueryValue(begin, from);
          list.setQueryValue(end, to);
        }}
      />
    </div>
  );
}

function QueryItem({
  field,
  config,
  list,
}: {
  field: ReportQueryField;
  config: ReportConfig;
  list: List;
}): ReactElement {
  const { t } = useTranslation();
  const kind = pickerKindOf(field.view);
  if (field.mode === 'group' && kind) return <DateRangeItem field={field} kind={kind} list={list} />;
  if (field.mode === 'group') {
    return (
      <>
        <QueryInput
          list={list}
          name={`${field.field}_begin`}
          label={t('console.onlineReport.rangeFrom', { title: field.label })}
          kind={null}
        />
        <QueryInput
          list={list}
          name={`${field.field}_end`}
          label={t('console.onlineReport.rangeTo', { title: field.label })}
          kind={null}
        />
      </>
    );
  }
  const options = config.dictOptions?.[field.field];
  if (options?.length) {
    const value = text(list.query[field.field]);
    return (
      <QuerySelect<string>
        label={field.label}
        options={options.map((item) => ({ value: item.value, label: item.text }))}
        placeholder={t('console.onlineReport.any')}
        value={value || null}
        onChange={(next) => list.setQueryValue(field.field, next ?? '')}
      />
    );
  }
  if (field.dictCode) {
    // A coded field whose column is not shown has no dictOptions: its dictionary is read instead.
    return (
      <label style={fieldLabel}>
        {field.label}
        <DictSelect
          dictCode={field.dictCode}
          label={field.label}
          placeholder={t('console.onlineReport.any')}
          value={text(list.query[field.field])}
          onChange={(change) => list.setQueryValue(field.field, change.value)}
        />
      </label>
    );
  }
  return <QueryInput list={list} name={field.field} label={field.label} kind={kind} />;
}

/** The query bar's fields from getQueryInfo: one value (a select for a coded field) or, in group mode, a begin/end pair. */
export function ReportQueryFields({
  fields,
  config,
  list,
}: {
  fields: readonly ReportQueryField[];
  config: ReportConfig;
  list: List;
}): ReactElement {
  return (
    <>
      {fields.map((field) => (
        <QueryItem key={field.field} field={field} config={config} list={list} />
      ))}
    </>
  );
}
