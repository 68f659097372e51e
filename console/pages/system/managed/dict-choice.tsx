import type { ReactElement } from 'react';
import { Select } from '../../../../elements/core/ui';
import { useDictOptions } from './use-dict-options';

export interface DictChoiceProps {
  dictCode: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  labelledBy?: string;
  status?: 'error';
}

/** A select of a dictionary's items; clearing it leaves an empty value. */
export function DictChoice({ dictCode, value, onChange, id, labelledBy, status }: DictChoiceProps): ReactElement {
  const options = useDictOptions(dictCode);
  return (
    <Select<string>
      id={id}
      aria-labelledby={labelledBy}
      status={status}
      allowClear
      options={options}
      value={value === '' ? null : value}
      onChange={(chosen) => onChange(chosen ?? '')}
    />
  );
}
