import { useState, type ReactElement, type Ref } from 'react';
import { DEFAULT_YEAR_BOUNDS, expressionErrorMessage, hostTimeZone } from '../editor';
import type { CronChange, CronViewProps } from './cron-props';
import { EditorFrame } from './cron.styles';
import { ExpressionInput } from './expression-input';
import { FieldTabs } from './field-tabs';
import { RunPreviewList } from './run-preview-list';
import { useCronText } from './use-cron-text';
import { useEditorSync } from './use-editor-sync';
import { useExpressionValue } from './use-expression-value';

export interface CronEditorProps extends CronViewProps {
  /** The expression; leave it out (and use defaultValue) to let the editor keep it. */
  value?: string;
  defaultValue?: string;
  /** Called on user action only, never when `value` is set. */
  onChange?: (change: CronChange) => void;
  /** The expression box, e.g. to point a form's validity message at it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The cron editor itself (the inline variant): a tab per field, the expression as text, and
 * the next run times.
 */
export function CronEditor(props: CronEditorProps): ReactElement {
  const { disabled = false, hideSeconds = false, hideYear = false, yearBounds = DEFAULT_YEAR_BOUNDS } = props;
  const [hostZone] = useState(hostTimeZone);
  const timeZone = props.timeZone || hostZone;
  const tr = useCronText(props.locale);
  const [value, setValue] = useExpressionValue(props.value, props.defaultValue, props.onChange);
  const sync = useEditorSync(value, { hideSeconds, hideYear, yearBounds }, setValue);

  return (
    <EditorFrame part="editor">
      <FieldTabs
        editor={sync.editor}
        hideSeconds={hideSeconds}
        hideYear={hideYear}
        yearBounds={yearBounds}
        disabled={disabled}
        onChange={sync.changeField}
        tr={tr}
      />
      <ExpressionInput
        value={value}
        onChange={sync.typeText}
        error={expressionErrorMessage(value, tr, { hideSeconds })}
        disabled={disabled}
        placeholder={props.placeholder}
        inputRef={props.inputRef}
        tr={tr}
      />
      <RunPreviewList expression={value} hideSeconds={hideSeconds} timeZone={timeZone} tr={tr} />
    </EditorFrame>
  );
}
