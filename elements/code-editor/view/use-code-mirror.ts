import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentUnit } from '@codemirror/language';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CODE_TAB_SIZE, type CodeMode } from '../model/code-modes';
import { loadLanguage } from '../model/load-language';
import { codeColours } from './code-colours';

export interface CodeMirrorOptions {
  initialText: string;
  mode: CodeMode;
  readOnly: boolean;
  /** The editing area's accessible name (CodeMirror's content is a bare textbox otherwise). */
  label: string;
  /** The accessibleContrast switch: syntax colours from the theme's AA tokens. */
  accessibleColours: boolean;
  /** The shadow root the editor lives in, so CodeMirror reads selection and mounts its styles there. */
  root?: ShadowRoot;
  /** Every change of the text; `byUser` is false for text given through `setText` (the host's value, a reset). */
  onText: (text: string, byUser: boolean) => void;
}

export interface CodeMirrorHandle {
  view: EditorView | null;
  /** The mode whose language is applied; lags `mode` while its package loads. */
  appliedMode: CodeMode | null;
  /** The mode whose package could not be loaded (the text stays editable, unhighlighted). */
  failedMode: CodeMode | null;
  /** Replaces the whole text, as a single undoable change; `byUser` says whether the user asked for it (a script restored from the history). */
  setText: (text: string, byUser?: boolean) => void;
  /** The text the editor shows now, which React state only catches up with at its next render; null before it mounts. */
  shownText: () => string | null;
}

// Marks the transactions of setText, so the update listener can tell them from the user's typing.
const givenText = Annotation.define<{ byUser: boolean }>();

/** Mounts a CodeMirror 6 editor in `parent`; the language follows `mode`, loaded on demand. */
export function useCodeMirror(
  parent: RefObject<HTMLDivElement | null>,
  { initialText, mode, readOnly, label, accessibleColours, root, onText }: CodeMirrorOptions,
): CodeMirrorHandle {
  const viewRef = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const editable = useRef(new Compartment());
  const naming = useRef(new Compartment());
  const colours = useRef(new Compartment());
  const textListener = useRef(onText);
  const [appliedMode, setAppliedMode] = useState<CodeMode | null>(null);
  const [failedMode, setFailedMode] = useState<CodeMode | null>(null);
  useEffect(() => {
    textListener.current = onText;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once; later text, mode, read-only, name and colour changes reach it as transactions
  useEffect(() => {
    if (!parent.current) return;
    const view = new EditorView({
      parent: parent.current,
      root,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          bracketMatching(),
          colours.current.of(codeColours(accessibleColours)),
          EditorState.tabSize.of(CODE_TAB_SIZE),
          indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          language.current.of([]),
          naming.current.of(EditorView.contentAttributes.of({ 'aria-label': label })),
          editable.current.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            const given = update.transactions
              .map((transaction) => transaction.annotation(givenText))
              .find((mark) => mark !== undefined);
            textListener.current(update.state.doc.toString(), given?.byUser ?? true);
          }),
          EditorView.theme({ '&': { height: '100%' }, '.cm-scroller': { overflow: 'auto' } }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // Created once: later text, mode and read-only changes go through transactions.
  }, []);

  useEffect(() => {
    let current = true;
    loadLanguage(mode).then(
      (support) => {
        if (!current || !viewRef.current) return;
        viewRef.current.dispatch({ effects: language.current.reconfigure(support) });
        setAppliedMode(mode);
        setFailedMode(null);
      },
      () => {
        if (current) setFailedMode(mode);
      },
    );
    return () => {
      current = false;
    };
  }, [mode]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: colours.current.reconfigure(codeColours(accessibleColours)) });
  }, [accessibleColours]);

  // The name follows the language of the page.
  useEffect(() => {
    viewRef.current?.dispatch({
      effects: naming.current.reconfigure(EditorView.contentAttributes.of({ 'aria-label': label })),
    });
  }, [label]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: editable.current.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
    });
  }, [readOnly]);

  const setText = useCallback((text: string, byUser = false) => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === text) return;
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: text },
      annotations: givenText.of({ byUser }),
    });
  }, []);

  const shownText = useCallback(() => viewRef.current?.state.doc.toString() ?? null, []);

  return { view: viewRef.current, appliedMode, failedMode, setText, shownText };
}
