import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { Input } from '../../../elements/core/ui';
import { QuerySelect, type ListPageState } from '../../../elements/list';
import { DictSelect, type ReportConfig, type ReportRow } from '../../../elements/pickers';
import type { ReportQueryField } from './use-report-config';

type List = ListPageState<ReportRow>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const fieldLabel = { display: 'inline-flex', flexDirection: 'column', gap: 4 } as const;

function QueryInput({ list, name, label }: { list: List; name: string; label: string }): ReactElement {
  return (
    <label style={fieldLabel}>
      {label}
      <Input autoComplete="off" value={text(list.query[name])} onChange={(event) => list.setQueryValue(name, event.target.value)} />
    </label>
  );
}

function QueryItem({ field, config, list }: { field: ReportQueryField; config: ReportConfig; list: List }): ReactElement {
  const { t } = useTranslation();
  if (field.mode === 'group') {
    return (
      <>
        <QueryInput list={list} name={`${field.field}_begin`} label={t('console.onlineReport.rangeFrom', { title: field.label })} />
        <QueryInput list={list} name={`${field.field}_end`} label={t('console.onlineReport.rangeTo', { title: field.label })} />
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
        <DictSelect dictCode={field.dictCode} label={field.label} placeholder={t('console.onlineReport.any')} value={text(list.query[field.field])} onChange={(change) => list.setQueryValue(field.field, change.value)} />
      </label>
    );
  }
  return <QueryInput list={list} name={field.field} label={field.label} />;
}

/** The query bar's fields from getQueryInfo: one value (a select for a coded field) or, in group mode, a begin/end pair. */
export function ReportQueryFields({ fields, config, list }: { fields: readonly ReportQueryField[]; config: ReportConfig; list: List }): ReactElement {
  return (
    <>
      {fields.map((field) => (
        <QueryItem key={field.field} field={field} config={config} list={list} />
      ))}
    </>
  );
}
