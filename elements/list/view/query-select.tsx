import '../../core/i18n/catalogues/ui';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { labelOf, Select, type SelectOption } from '../../core/ui';

export interface QuerySelectProps<V extends string | number> {
  label: string;
  options: readonly SelectOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  /** Shown while nothing is chosen, e.g. 全部. */
  placeholder?: string;
}

/**
 * A labelled single choice for a query bar. The button is named by its label and its own text
 * together ("故障类型 请选择"), so what a screen reader says contains what is shown. The name is
 * an aria-label: Headless UI's list box button drops an aria-labelledby handed to it.
 */
export function QuerySelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
}: QuerySelectProps<V>): ReactElement {
  const { t } = useTranslation();
  const id = useId();
  const shown = value === null ? (placeholder ?? t('ui.select.placeholder')) : labelOf(options, value);
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 4 }}>
      <span id={`${id}-label`}>{label}</span>
      <Select<V>
        aria-label={`${label} ${shown}`}
        options={options}
        placeholder={placeholder}
        allowClear
        value={value}
        onChange={onChange}
        style={{ minWidth: 120 }}
      />
    </span>
  );
}
