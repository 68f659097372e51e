import { useState } from 'react';
import type { CronFieldName } from '../engine';
import {
  changePanel,
  checkExpression,
  expressionOf,
  readExpression,
  type CronEditorOptions,
  type CronEditorState,
  type PanelChange,
} from '../editor';

interface Synced {
  /** The expression `editor` was made from, or made. */
  value: string;
  /** The options it was read with. */
  optionsKey: string;
  editor: CronEditorState;
}

export interface EditorSync {
  editor: CronEditorState;
  /** A user action in a panel: the panels make the new expression. */
  changeField(field: CronFieldName, change: PanelChange): void;
  /** The user typed the expression: valid text is shown in the panels, other text leaves them be. */
  typeText(text: string): void;
}

/**
 * Keeps the panels in step with the expression. A value that did not come from this editor (the
 * host's, a form reset) is read anew, each unparseable field falling back to its default choice;
 * what the editor itself made or the user typed is not read back, so the panels keep their state.
 */
export function useEditorSync(
  value: string,
  options: Required<Omit<CronEditorOptions, 'now'>>,
  emit: (next: string) => void,
): EditorSync {
  const optionsKey = `${options.hideSeconds}|${options.hideYear}|${options.yearBounds}`;
  const [synced, setSynced] = useState<Synced>(() => ({ value, optionsKey, editor: readExpression(value, options) }));
  let current = synced;
  if (synced.value !== value || synced.optionsKey !== optionsKey) {
    current = { value, optionsKey, editor: readExpression(value, options, synced.editor) };
    // Adjusting state while rendering: React renders again before committing anything.
    setSynced(current);
  }

  const show = (next: string, editor: CronEditorState) => {
    setSynced({ value: next, optionsKey, editor });
    emit(next);
  };
  return {
    editor: current.editor,
    changeField(field, change) {
      const editor = changePanel(current.editor, field, change, options.yearBounds);
      show(expressionOf(editor), editor);
    },
    typeText(text) {
      const valid = checkExpression(text, options) === null && text.trim() !== '';
      show(text, valid ? readExpression(text, options, current.editor) : current.editor);
    },
  };
}
