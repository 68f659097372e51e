import '../../core/i18n/catalogues/pickers';
import styled from '@emotion/styled';
import { useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { t } from '../../core/i18n';
import { color, Select } from '../../core/ui';
import type { PickerChange } from '../shared/picked-value';
import { usePickedValidity } from '../shared/use-picked-validity';
import { AREA_ROOT, areaChildren, areaName, areaPath, type Area } from './area-tree';

/** JAreaLinkage's two looks; any other `type` is refused with Bad type value. */
export type AreaPickerType = 'cascader' | 'select';

const Row = styled.div`
  display: flex;
  gap: 8px;
  & > * {
    flex: 1;
    min-width: 0;
  }
`;

const Problem = styled.span`
  color: ${color.danger};
`;

export interface AreaPickerProps {
  /** The chosen area's code (the deepest level chosen), e.g. `110101`. */
  value?: string;
  /** `cascader` (default) or `select`; both show the three levels as linked drop-downs. */
  type?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on the user's choice only; `rows` are the areas from the province down. */
  onChange?: (change: PickerChange<Area>) => void;
  formControl?: FormControl;
}

const LEVEL_LABELS = ['pickers.area.province', 'pickers.area.city', 'pickers.area.district'] as const;

/** Province, city and district under 86, each level offering the children of the one before. */
export function AreaPicker(props: AreaPickerProps): ReactElement {
  const { value = '', type = 'cascader', disabled = false, required = false, formControl, onChange } = props;
  const [code, setCode] = useState(value);
  const [givenValue, setGivenValue] = useState(value);
  if (givenValue !== value) {
    // Adjusting state while rendering: a new value from the host replaces the user's choice.
    setGivenValue(value);
    setCode(value);
  }
  usePickedValidity(formControl, code, required);

  if (type !== 'cascader' && type !== 'select') {
    return (
      <div part="control">
        <Problem role="alert">{t('pickers.area.badType', { type })}</Problem>
      </div>
    );
  }
  const path = areaPath(code);
  const choose = (level: number, picked: string | null) => {
    const next = picked ?? path[level - 1] ?? '';
    const nextPath = picked ? [...path.slice(0, level), picked] : path.slice(0, level);
    setCode(next);
    onChange?.({ value: next, previousValue: code, rows: nextPath.map((id) => ({ id, text: areaName(id) })) });
  };
  return (
    <div part="control">
      <Row>
        {LEVEL_LABELS.map((label, level) => {
          const parent = level === 0 ? AREA_ROOT : path[level - 1];
          const options = parent ? areaChildren(parent).map((area) => ({ value: area.id, label: area.text })) : [];
          return (
            <Select<string>
              key={label}
              aria-label={t(label)}
              placeholder={t(label)}
              options={options}
              value={path[level] ?? null}
              disabled={disabled || !parent}
              allowClear
              onChange={(picked) => choose(level, picked)}
            />
          );
        })}
      </Row>
    </div>
  );
}
