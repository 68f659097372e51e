import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../elements/core/i18n';
import { color, DatePicker, RadioGroup } from '../../../elements/core/ui';
import { TREND_UNITS, type AnalysisRange, type TrendUnit } from './analysis-figures';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  padding: 12px 16px;
  background: ${color.bg};
  border-radius: 4px;
  & label { display: inline-flex; align-items: center; gap: 8px; color: ${color.text}; }
  & [role='alert'] { color: ${color.danger}; }
`;

export interface AnalysisToolbarProps {
  range: AnalysisRange;
  onChange: (range: AnalysisRange) => void;
  problem: 'reversed' | null;
}

/** The date range and the trend's unit; a reversed range is said at once and not sent. */
export function AnalysisToolbar({ range, onChange, problem }: AnalysisToolbarProps): ReactElement {
  const { t } = useTranslation();
  const units = TREND_UNITS.map((unit) => ({ value: unit, label: t(`dashboard.unit.${unit}`) }));
  return (
    <Bar>
      <label>
        {t('dashboard.range.begin')}
        <DatePicker
          name="begin"
          value={range.begin}
          allowClear={false}
          onChange={(begin) => onChange({ ...range, begin })}
        />
      </label>
      <label>
        {t('dashboard.range.end')}
        <DatePicker name="end" value={range.end} allowClear={false} onChange={(end) => onChange({ ...range, end })} />
      </label>
      <RadioGroup<TrendUnit>
        optionType="button"
        aria-label={t('dashboard.unit.label')}
        options={units}
        value={range.unit}
        onChange={(unit) => onChange({ ...range, unit })}
      />
      {problem ? <span role="alert">{t('dashboard.range.reversed')}</span> : null}
    </Bar>
  );
}
