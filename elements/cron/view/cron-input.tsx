import '../../core/i18n/catalogues/cron';
import '../../core/i18n/catalogues/ui';
import { lazy, Suspense, useState, type ReactElement, type Ref } from 'react';
import { Button } from '../../core/ui';
import { expressionErrorMessage } from '../editor';
import { CronEditor } from './cron-editor';
import type { CronChange, CronViewProps } from './cron-props';
import { ExpressionInput } from './expression-input';
import { useCronText } from './use-cron-text';
import { useExpressionValue } from './use-expression-value';

/** The shared Button's styled frame drops a `part` prop, so the part is set on the node. */
function markOpenButton(button: HTMLButtonElement | null): void {
  button?.setAttribute('part', 'open-button');
}

export { CRON_MODAL_WIDTH } from './cron-props';

// The dialog (and the modal's code) is fetched when the editor is first wanted: a page that only
// shows the expression box does not load it. Pointing at or focusing the button starts the fetch.
const loadDialog = () => import('./cron-dialog');
const CronDialog = lazy(() => loadDialog().then((module) => ({ default: module.CronDialog })));
const prefetchDialog = () => void loadDialog();

export interface CronInputProps extends CronViewProps {
  value?: string;
  defaultValue?: string;
  /** Called when the user types, or confirms the editor with 确定; never when `value` is set. */
  onChange?: (change: CronChange) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The modal variant: the expression in a text box the user can type into, and a button that
 * opens the editor in a 608 px dialog. The dialog edits a copy; 确定 keeps it, 取消 drops it.
 */
export function CronInput(props: CronInputProps): ReactElement {
  const { disabled = false, hideSeconds = false, inputRef, onChange, defaultValue, ...editorProps } = props;
  const tr = useCronText(props.locale);
  const [value, setValue] = useExpressionValue(props.value, defaultValue, onChange);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState(value);

  const openEditor = () => {
    setDraft(value);
    setWanted(true);
    setOpen(true);
  };
  const confirm = () => {
    setOpen(false);
    setValue(draft);
  };

  return (
    <>
      <ExpressionInput
        value={value}
        onChange={setValue}
        error={expressionErrorMessage(value, tr, { hideSeconds })}
        disabled={disabled}
        placeholder={props.placeholder}
        inputRef={inputRef}
        tr={tr}
      >
        <Button
          ref={markOpenButton}
          disabled={disabled}
          aria-haspopup="dialog"
          onClick={openEditor}
          onPointerEnter={prefetchDialog}
          onFocus={prefetchDialog}
        >
          {tr('cron.open')}
        </Button>
      </ExpressionInput>
      {wanted && (
        <Suspense fallback={null}>
          <CronDialog
            open={open}
            title={tr('cron.modalTitle')}
            okText={tr('ui.ok')}
            cancelText={tr('ui.cancel')}
            onOk={confirm}
            onCancel={() => setOpen(false)}
          >
            <CronEditor
              {...editorProps}
              hideSeconds={hideSeconds}
              disabled={disabled}
              value={draft}
              onChange={(change) => setDraft(change.value)}
            />
          </CronDialog>
        </Suspense>
      )}
    </>
  );
}
