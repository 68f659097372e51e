import '../../core/i18n/catalogues/editors';
import '../../core/i18n/catalogues/validation';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { useTranslation } from '../../core/i18n';
import { Button, DropdownMenu, Select, useAccessibleContrast } from '../../core/ui';
import { CODE_MODES, codeModeOf, type CodeMode } from '../model/code-modes';
import {
  historyEntryLabel,
  readScriptHistory,
  saveScriptHistory,
  type ScriptHistoryEntry,
} from '../model/script-history';
import { Frame, Status, Surface, Toolbar } from './code-editor.styles';
import { useCodeMirror } from './use-code-mirror';

export const DEFAULT_CODE_EDITOR_HEIGHT = 300;

export interface CodeEditorProps {
  value?: string;
  /** One of CSS, JavaScript, XML/HTML, Java, Objective-C, Python, R, Shell, SQL, Swift, Vue, Markdown. */
  mode?: CodeMode;
  /** Keys the saved-script history in localStorage; without it there is no history. */
  code?: string;
  /** Height in pixels outside full screen. */
  height?: number;
  readOnly?: boolean;
  disabled?: boolean;
  /** An empty editor makes its form invalid. */
  required?: boolean;
  /** Hides the mode list (the mode is then fixed by the attribute). */
  hideModes?: boolean;
  onChange?: (detail: { value: string }) => void;
  onModeChange?: (detail: { mode: CodeMode }) => void;
  /** The script was saved to the history. */
  onSave?: (detail: { value: string; history: ScriptHistoryEntry[] }) => void;
  container?: ShadowRoot;
  formControl?: FormControl;
}

/** CodeMirror 6 with a mode list, the per-code saved-script history and a full-screen toggle. */
export function CodeEditor({
  value = '',
  mode: modeProp,
  code,
  height = DEFAULT_CODE_EDITOR_HEIGHT,
  readOnly = false,
  disabled = false,
  required = false,
  hideModes = false,
  onChange,
  onModeChange,
  onSave,
  container,
  formControl,
}: CodeEditorProps): ReactElement {
  const { t } = useTranslation();
  const surface = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<CodeMode>(codeModeOf(modeProp));
  const [text, setText] = useState(value);
  const [fullscreen, setFullscreen] = useState(false);
  const [history, setHistory] = useState<ScriptHistoryEntry[]>(() =>
    code ? readScriptHistory(localStorage, code) : [],
  );
  useEffect(() => setMode(codeModeOf(modeProp)), [modeProp]);
  useEffect(() => setHistory(code ? readScriptHistory(localStorage, code) : []), [code]);

  const accessibleColours = useAccessibleContrast();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const editor = useCodeMirror(surface, {
    initialText: value,
    mode,
    readOnly: readOnly || disabled,
    label: t('editors.code.content'),
    accessibleColours,
    root: container,
    // Only the user's edits are a change; the host's value and a reset are not (as for every element).
    onText: (next, byUser) => {
      setText(next);
      if (byUser) changed.current?.({ value: next });
    },
  });

  // A new `value` from the host replaces the text. It is told apart from the host echoing the
  // user's own text back (an element renders controlled) while rendering, where `value` and
  // `text` come from the same edit; an effect could see a value an edit has since overtaken.
  const { setText: replaceText } = editor;
  const [givenValue, setGivenValue] = useState(value);
  const [replacement, setReplacement] = useState<{ text: string } | null>(null);
  if (givenValue !== value) {
    setGivenValue(value);
    if (value !== text) setReplacement({ text: value });
  }
  useEffect(() => {
    if (replacement) replaceText(replacement.text);
  }, [replacement, replaceText]);

  useEffect(() => {
    if (!formControl) return;
    if (required && !text.trim())
      formControl.setValidity({
        flags: { valueMissing: true },
        message: t('validation.required'),
        anchor: surface.current ?? undefined,
      });
    else formControl.setValidity();
  }, [formControl, text, required, t]);

  const chooseMode = (next: CodeMode) => {
    setMode(next);
    onModeChange?.({ mode: next });
  };
  const save = () => {
    if (!code) return;
    const saved = editor.shownText() ?? text;
    const next = saveScriptHistory(localStorage, code, saved);
    setHistory(next);
    onSave?.({ value: saved, history: next });
  };
  const restore = (key: string) => {
    const entry = history[Number(key)];
    if (entry) replaceText(entry.content, true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && fullscreen) {
      event.preventDefault();
      setFullscreen(false);
    }
  };

  const loading = editor.appliedMode !== mode && editor.failedMode !== mode;
  return (
    <Frame
      part="frame"
      $height={height}
      data-fullscreen={fullscreen || undefined}
      role="group"
      aria-label={t('editors.code.label')}
      onKeyDown={onKeyDown}
    >
      <Toolbar part="toolbar">
        {!hideModes && (
          <Select<CodeMode>
            aria-label={t('editors.code.mode')}
            size="small"
            style={{ width: 140 }}
            disabled={disabled}
            options={CODE_MODES.map((entry) => ({ value: entry.key, label: entry.label }))}
            value={mode}
            onChange={(next) => next && chooseMode(next)}
          />
        )}
        {loading && <Status>{t('editors.code.loadingMode')}</Status>}
        {editor.failedMode === mode && <Status role="alert">{t('editors.code.modeFailed')}</Status>}
        <span data-grow="" />
        {code && (
          <>
            <Button size="small" disabled={disabled || readOnly} onClick={save}>
              {t('editors.code.save')}
            </Button>
            <DropdownMenu
              size="small"
              aria-label={t('editors.code.history')}
              disabled={disabled || readOnly}
              items={
                history.length
                  ? history.map((entry, index) => ({ key: String(index), label: historyEntryLabel(entry) }))
                  : [{ key: 'empty', label: t('editors.code.historyEmpty'), disabled: true }]
              }
              onSelect={restore}
            >
              {t('editors.code.history')}
            </DropdownMenu>
          </>
        )}
        <Button size="small" aria-pressed={fullscreen} onClick={() => setFullscreen((on) => !on)}>
          {fullscreen ? t('editors.code.exitFullscreen') : t('editors.code.fullscreen')}
        </Button>
      </Toolbar>
      <Surface part="editor" ref={surface} data-mode={editor.appliedMode ?? undefined} />
    </Frame>
  );
}
