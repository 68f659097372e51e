import '../../core/i18n/catalogues/cron';
import type { ReactElement } from 'react';
import { Tabs } from '../../core/ui';
import { CRON_FIELD_NAMES, type CronFieldName } from '../engine';
import {
  FIELD_NAME_KEYS,
  isDayLocked,
  shownPanel,
  type CronEditorState,
  type PanelChange,
  type Translate,
  type YearBounds,
} from '../editor';
import { FieldPanelView } from './field-panel-view';

export interface FieldTabsProps {
  editor: CronEditorState;
  hideSeconds: boolean;
  hideYear: boolean;
  yearBounds: YearBounds;
  disabled: boolean;
  onChange: (field: CronFieldName, change: PanelChange) => void;
  tr: Translate;
}

/** The fields shown: no second when seconds are hidden, and then no year either (spec 5.3). */
export function shownFields(hideSeconds: boolean, hideYear: boolean): CronFieldName[] {
  return CRON_FIELD_NAMES.filter((name) => {
    if (name === 'second') return !hideSeconds;
    if (name === 'year') return !hideSeconds && !hideYear;
    return true;
  });
}

/** One tab per field: 秒 分 时 日 月 周 年. */
export function FieldTabs({
  editor,
  hideSeconds,
  hideYear,
  yearBounds,
  disabled,
  onChange,
  tr,
}: FieldTabsProps): ReactElement {
  const locked = isDayLocked(editor);
  const fields = shownFields(hideSeconds, hideYear);
  const items = fields.map((field) => ({
    key: field,
    label: tr(FIELD_NAME_KEYS[field]),
    children: (
      <FieldPanelView
        field={field}
        panel={shownPanel(editor, field)}
        yearBounds={yearBounds}
        disabled={disabled}
        locked={field === 'day' && locked}
        onChange={(change) => onChange(field, change)}
        tr={tr}
      />
    ),
  }));
  // A new set of fields starts again on the first tab (the second's tab may have gone).
  return <Tabs key={fields.join()} items={items} size="small" aria-label={tr('cron.fields')} />;
}
