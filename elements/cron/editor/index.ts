// The cron editor's rules, pure TypeScript (no DOM, no React): what the panels show, how a
// panel action changes the expression, the preview and the messages.
export {
  DEFAULT_YEAR_BOUNDS,
  NTH_WEEKDAY_BOUNDS,
  clampToBounds,
  defaultYearRange,
  fieldInputBounds,
  withinBounds,
  type FieldInputBounds,
  type NumberBounds,
  type YearBounds,
} from './field-bounds';
export { acceptedWholeNumber, settledWholeNumber } from './whole-number';
export {
  PANEL_CHOICES,
  defaultChoice,
  defaultPanel,
  panelText,
  specifiedValues,
  type FieldPanel,
  type FieldPanels,
  type PanelChoice,
} from './field-panel';
export { panelFromField } from './panel-from-field';
export {
  emptyEditorState,
  expressionOf,
  fieldTexts,
  isDayLocked,
  readExpression,
  type CronEditorOptions,
  type CronEditorState,
  type FieldTexts,
} from './editor-state';
export { shownPanel } from './shown-panel';
export { changePanel, type PanelChange } from './change-panel';
export { keepDayOrWeek } from './day-and-week';
export { isSetText, setCoarserFields } from './coarser-fields';
export { checkExpression } from './expression-check';
export { FIELD_NAME_KEYS, cronErrorMessage, expressionErrorMessage, type Translate } from './error-message';
export {
  PREVIEW_DEBOUNCE_MS,
  formatRunTime,
  hostTimeZone,
  isKnownTimeZone,
  previewRuns,
  type RunPreview,
  type RunPreviewOptions,
} from './run-preview';
