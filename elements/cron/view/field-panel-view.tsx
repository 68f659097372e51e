import '../../core/i18n/catalogues/cron';
import type { ReactElement } from 'react';
import type { CronFieldName } from '../engine';
import {
  FIELD_NAME_KEYS,
  PANEL_CHOICES,
  fieldInputBounds,
  type FieldPanel,
  type PanelChange,
  type PanelChoice,
  type Translate,
  type YearBounds,
} from '../editor';
import { ChoiceLabel } from './choice-label';
import { ChoiceColumn, Note, PanelFrame } from './cron.styles';
import { SpecifyList } from './specify-list';

export interface FieldPanelViewProps {
  field: CronFieldName;
  panel: FieldPanel;
  yearBounds: YearBounds;
  disabled: boolean;
  /** The day panel while the week is set: shown, but it "emits '?'" (spec section 4). */
  locked: boolean;
  onChange: (change: PanelChange) => void;
  tr: Translate;
}

/**
 * The one panel every field shares (JeecgBoot's idea of per-field cron panels sharing one
 * helper): the field's choices as radios, each with its inputs, and the values to tick for
 * "specify" below them (specify is the last choice of every panel that has it).
 */
export function FieldPanelView({
  field,
  panel,
  yearBounds,
  disabled,
  locked,
  onChange,
  tr,
}: FieldPanelViewProps): ReactElement {
  const bounds = fieldInputBounds(field, yearBounds);
  const inactive = disabled || locked;
  const choices = PANEL_CHOICES[field];
  const options = choices.map((choice) => ({
    value: choice,
    label: (
      <ChoiceLabel
        field={field}
        choice={choice}
        panel={panel}
        bounds={bounds}
        inputsDisabled={inactive || panel.choice !== choice}
        onChange={onChange}
        tr={tr}
      />
    ),
  }));
  return (
    <PanelFrame data-field={field}>
      {locked && <Note>{tr('cron.tip.dayLocked')}</Note>}
      <ChoiceColumn<PanelChoice>
        options={options}
        value={panel.choice === 'custom' ? null : panel.choice}
        onChange={(choice) => onChange({ choice })}
        disabled={inactive}
        aria-label={tr(FIELD_NAME_KEYS[field])}
      />
      {choices.includes('specify') && (
        <SpecifyList
          field={field}
          bounds={bounds.value}
          values={panel.specify}
          onChange={(specify) => onChange({ specify })}
          disabled={inactive || panel.choice !== 'specify'}
          tr={tr}
        />
      )}
      {panel.choice === 'custom' && <Note role="status">{tr('cron.tip.custom', { value: panel.custom })}</Note>}
    </PanelFrame>
  );
}
