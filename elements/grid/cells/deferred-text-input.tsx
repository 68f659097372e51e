import { useCallback, useLayoutEffect, useRef, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { useLatest } from '../view/use-latest';
import { CellEditorInput } from './cell-editor-input';
import { markHandledByEditor } from './editor-handled-keys';

export interface DeferredTextInputProps {
  value: string;
  label: string;
  placeholder?: string;
  /** `commit` true ends the edit with this text. */
  onChange: (text: string, commit?: boolean) => void;
}

/**
 * A text editor that keeps what is typed to itself until the grid needs it: react-data-grid
 * redraws the grid for every change of its draft row, and nothing reads the draft of a column
 * without rules while it is typed. Enter commits the text itself; otherwise the text goes into
 * the draft just before the grid acts on it: in the capture phase of Tab (the grid commits and
 * moves on) and of any press of the mouse (a press elsewhere ends the edit with the draft);
 * leaving the field commits it; Escape drops it, as the grid drops its draft.
 */
export function DeferredTextInput({ value, label, placeholder, onChange }: DeferredTextInputProps): ReactElement {
  const typed = useRef<string | null>(null);
  const report = useLatest(onChange);
  const handOver = useCallback(() => {
    if (typed.current === null) return;
    const text = typed.current;
    typed.current = null;
    flushSync(() => report.current(text));
  }, [report]);
  useLayoutEffect(() => {
    window.addEventListener('mousedown', handOver, { capture: true });
    return () => window.removeEventListener('mousedown', handOver, { capture: true });
  }, [handOver]);
  return (
    <CellEditorInput
      autoFocus
      aria-label={label}
      placeholder={placeholder}
      defaultValue={value}
      onChange={(event) => {
        typed.current = event.target.value;
      }}
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          // Enter ends the edit with the text as it is: the grid commits it at once, rather than
          // drawing it as the draft first and then committing the draft (one redraw, not two).
          markHandledByEditor(event.nativeEvent);
          event.preventDefault();
          typed.current = null;
          onChange(event.currentTarget.value, true);
        } else if (event.key === 'Tab') {
          handOver();
        }
      }}
      onBlur={(event) => onChange(event.target.value, true)}
    />
  );
}
