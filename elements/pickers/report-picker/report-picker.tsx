import '../../core/i18n/catalogues/pickers';
import styled from '@emotion/styled';
import { useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { t } from '../../core/i18n';
import { color, DeferredNoticeProvider } from '../../core/ui';
import type { PickerChange } from '../shared/picked-value';
import { PickerField } from '../shared/picker-field';
import { splitPicked } from '../shared/picked-value';
import { usePickedValidity } from '../shared/use-picked-validity';
import { mapToTargets, popupConfigProblem, type ReportRow } from './report-config';
import { ReportPickerDialog } from './report-picker-dialog';

const Problem = styled.div`
  color: ${color.danger};
`;

/** What the report popup reports: the picker's own value plus every target field's value. */
export interface ReportPickerChange extends PickerChange<ReportRow> {
  targets: Record<string, string>;
}

export interface ReportPickerProps {
  /** The online report's code. */
  code?: string;
  /** The report fields read from the chosen rows, comma-separated. */
  originFields?: string;
  /** The form fields they fill, in the same order, comma-separated. */
  targetFields?: string;
  /** Which target field is this picker's own value; default the first. */
  field?: string;
  /** Choose several rows (their values comma-joined). */
  multiple?: boolean;
  /** The report's order: `column=asc` or `column=desc`. */
  sorter?: string;
  /** Dynamic report parameters, sent as `self_<name>`. */
  params?: Record<string, unknown>;
  /** The picker's value (its own target field's value), shown as it is. */
  value?: string;
  placeholder?: string;
  /** The text box's accessible name where no visible label names the picker. */
  label?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Called on 确定 only, with the value of every target field. */
  onChange?: (change: ReportPickerChange) => void;
  formControl?: FormControl;
  container?: ShadowRoot;
}

/** The popup field (JPopup): rows of an online report mapped onto target fields. */
export function ReportPicker(props: ReportPickerProps): ReactElement {
  return (
    <DeferredNoticeProvider>
      <ReportPickerField {...props} />
    </DeferredNoticeProvider>
  );
}

function ReportPickerField(props: ReportPickerProps): ReactElement {
  const { code = '', originFields = '', targetFields = '', value = '', required = false, formControl } = props;
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(value);
  const [givenValue, setGivenValue] = useState(value);
  if (givenValue !== value) {
    // Adjusting state while rendering: a new value from the host replaces the user's choice.
    setGivenValue(value);
    setCurrent(value);
  }
  usePickedValidity(formControl, current, required);
  const problem = popupConfigProblem(code, originFields, targetFields);
  if (problem) {
    return (
      <div part="control">
        <Problem role="alert">{t(problem)}</Problem>
      </div>
    );
  }
  const own = props.field ?? splitPicked(targetFields)[0] ?? '';
  const confirm = (rows: ReportRow[]) => {
    setOpen(false);
    const targets = mapToTargets(rows, originFields, targetFields);
    const next = targets[own] ?? '';
    setCurrent(next);
    props.onChange?.({ value: next, previousValue: current, rows, targets });
  };
  return (
    <>
      <PickerField
        text={current}
        label={props.label}
        container={props.container}
        defaultLabel={t('pickers.report.field')}
        placeholder={props.placeholder}
        disabled={props.disabled}
        onOpen={() => setOpen(true)}
      />
      <ReportPickerDialog
        open={open}
        code={code}
        multiple={props.multiple ?? false}
        sorter={props.sorter}
        params={props.params}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
