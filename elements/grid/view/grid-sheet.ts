import gridCss from 'react-data-grid/lib/styles.css?inline';
import { color, fontFamily, fontSize, radius, tint } from '../../core/ui';
import { cellEditorInputCss } from '../cells/cell-editor-input';
import { ROW_HEIGHT } from '../model/grid-constants';
import { sharedStyleSheet } from '../../core/element/shared-style-sheets';

/**
 * The grid's own classes. Its styles are static (theme values come in as --farm-* custom
 * properties), so they are one stylesheet beside react-data-grid's, not styled components: a
 * grid mounts and edits without serialising, hashing or inserting any style, and a scroll frame
 * that draws hundreds of cells adds no style work of ours.
 */
export const gridClass = {
  frame: 'farm-grid',
  toolbar: 'farm-grid-toolbar',
  selectionInfo: 'farm-grid-selection-info',
  /** A toolbar button with a pop-up panel under it. */
  toolbarAnchor: 'farm-grid-toolbar-anchor',
  /** A cell whose view is more than text, or that fails a rule: its content in one box. */
  cell: 'farm-cell',
  cellError: 'farm-cell-error',
  editor: 'farm-grid-editor',
  /** An editor shown at all times (always-edit), filling its cell. */
  inlineEditor: 'farm-grid-inline-editor',
  summaryLabel: 'farm-grid-summary-label',
  pagination: 'farm-grid-pagination',
  headerWithExtra: 'farm-grid-header-with-extra',
  headerExtra: 'farm-grid-header-extra',
} as const;

/** react-data-grid's own colours, taken from the theme so a host restyles the grid with --farm-*. */
export const gridSheet = `
.farm-grid {
  font-family: ${fontFamily};
  font-size: ${fontSize};
  color: ${color.text};
}
.farm-grid .rdg {
  --rdg-background-color: ${color.bg};
  --rdg-header-background-color: ${color.bgHover};
  --rdg-row-hover-background-color: ${color.bgHover};
  --rdg-row-selected-background-color: ${color.primaryLight};
  --rdg-row-selected-hover-background-color: ${color.primaryLight};
  --rdg-selection-color: ${color.primary};
  --rdg-checkbox-focus-color: ${color.primary};
  --rdg-border-color: ${color.border};
  --rdg-color: ${color.text};
  --rdg-font-size: ${fontSize};
  border-radius: ${radius};
  color-scheme: inherit;
}

/*
 * row-expand: the expand cell shows the content hanging under its row; the row's other cells keep
 * their content in the row's first 61 px (a text on one line of that height, a box of it).
 */
.farm-grid .farm-row-expand-cell {
  overflow: visible;
  align-content: start;
}
.farm-grid .farm-row-expanded > .rdg-cell {
  align-content: start;
  line-height: ${ROW_HEIGHT - 1}px;
}
.farm-grid .farm-row-expanded > .rdg-cell > .farm-cell {
  block-size: ${ROW_HEIGHT - 1}px;
  line-height: normal;
}

/*
 * A cell's content when it is more than text. data-invalid: a failing cell (red edge, the
 * message under the pointer); data-reloaded: a value a reload changed, highlighted for a moment.
 * Both are set on react-data-grid's cell itself.
 */
.farm-grid .farm-cell {
  box-sizing: border-box;
  block-size: 100%;
  display: flex;
  flex-direction: column;
  justify-content: center;
  overflow: hidden;
}
.farm-grid .rdg-cell[data-invalid] {
  box-shadow: inset 0 0 0 1px ${color.danger};
}
.farm-grid .rdg-cell[data-reloaded] {
  background: ${tint(color.warning, 25)};
}
.farm-grid .farm-cell-error {
  color: ${color.danger};
  font-size: 12px;
  line-height: 1.2;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}

/* A copied range (shift+click, shift+arrows). */
.farm-grid .farm-grid-in-range {
  background-color: ${color.primaryLight};
}

.farm-grid-toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-end: 8px;
}
.farm-grid-toolbar-anchor {
  display: inline-flex;
}
.farm-grid-selection-info {
  color: ${color.textSecondary};
}
.farm-grid-summary-label {
  font-weight: 600;
}
.farm-grid-pagination {
  display: flex;
  justify-content: flex-end;
  margin-block-start: 12px;
}

/* An open editor with room for its rule message under the text box. */
.farm-grid-editor {
  display: flex;
  flex-direction: column;
  block-size: 100%;
}
.farm-grid-editor > :first-child {
  flex: 1 1 auto;
  block-size: auto;
  min-block-size: 0;
}

/* always-edit: every editable field-like cell holds its editor, quiet until it has the focus. */
.farm-grid-inline-editor {
  display: flex;
  flex-direction: column;
  justify-content: center;
}
.farm-grid-inline-editor .farm-cell-editor-input {
  block-size: 32px;
  border-color: ${color.border};
  border-radius: ${radius};
}
.farm-grid-inline-editor .farm-cell-editor-input:focus {
  border-color: ${color.primary};
}
.farm-grid-inline-editor .farm-grid-editor {
  block-size: auto;
}

.farm-grid-header-with-extra {
  display: flex;
  align-items: center;
  gap: 4px;
}
.farm-grid-header-with-extra > :first-child {
  flex: 1;
  min-width: 0;
}
.farm-grid-header-extra {
  display: inline-flex;
  flex: none;
}
${cellEditorInputCss}`;

/** Every stylesheet a grid needs: react-data-grid's and ours. */
export const gridSheets: readonly string[] = [gridCss, gridSheet];

// The browser parses the grid's CSS as the grid's code loads, as it would a page's stylesheet,
// rather than inside the first grid's draw (about 0.7 ms of a first mount); the sheets are
// adopted where a grid is drawn.
if (typeof CSSStyleSheet !== 'undefined') for (const cssText of gridSheets) sharedStyleSheet(cssText);
