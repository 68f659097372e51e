export { CodeEditor, DEFAULT_CODE_EDITOR_HEIGHT, type CodeEditorProps } from './view/code-editor';
export {
  CODE_MODES,
  CODE_MODE_KEYS,
  CODE_TAB_SIZE,
  DEFAULT_CODE_MODE,
  codeModeOf,
  type CodeMode,
} from './model/code-modes';
export {
  SCRIPT_HISTORY_LIMIT,
  addScriptHistory,
  parseScriptHistory,
  readScriptHistory,
  saveScriptHistory,
  scriptHistoryKey,
  historyEntryLabel,
  type ScriptHistoryEntry,
} from './model/script-history';
