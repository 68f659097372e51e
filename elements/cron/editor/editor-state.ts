import { CRON_FIELD_NAMES, parseField, type CronFieldName } from '../engine';
import type { YearBounds } from './field-bounds';
import { defaultChoice, defaultPanel, panelText, type FieldPanel, type FieldPanels } from './field-panel';
import { panelFromField } from './panel-from-field';

export interface CronEditorOptions {
  /** The editor writes `minute hour day month week` (and so no year either; spec 5.3). */
  hideSeconds?: boolean;
  /** The editor writes no year field. */
  hideYear?: boolean;
  /** The reading of the year bounds (see YearBounds). */
  yearBounds?: YearBounds;
  /** The clock for the default year range; default now. */
  now?: Date;
}

/** What the panels show, and which of the optional fields the expression carries. */
export interface CronEditorState {
  readonly panels: FieldPanels;
  /** False for the 5-field form `minute hour day month week`, whose second is 0. */
  readonly hasSeconds: boolean;
  /** False when the expression has no year field (which Quartz reads as every year). */
  readonly hasYear: boolean;
}

export type FieldTexts = Readonly<Record<CronFieldName, string>>;

const FIELDS_WITHOUT_SECONDS = CRON_FIELD_NAMES.slice(1, 6);

function withDefaultChoices(panels: FieldPanels): FieldPanels {
  const entries = CRON_FIELD_NAMES.map((name) => [name, { ...panels[name], choice: defaultChoice(name) }] as const);
  return Object.fromEntries(entries) as Record<CronFieldName, FieldPanel>;
}

function defaultPanels(options: CronEditorOptions): FieldPanels {
  const now = options.now ?? new Date();
  const entries = CRON_FIELD_NAMES.map((name) => [name, defaultPanel(name, now, options.yearBounds)] as const);
  return Object.fromEntries(entries) as Record<CronFieldName, FieldPanel>;
}

function shapeFromOptions(options: CronEditorOptions): Pick<CronEditorState, 'hasSeconds' | 'hasYear'> {
  return { hasSeconds: !options.hideSeconds, hasYear: !options.hideSeconds && !options.hideYear };
}

/**
 * Shows `text` in the panels. Each field is read on its own: a field that does not parse falls
 * back to the panel's default choice (spec section 4: "Unparseable text falls back to every"),
 * and so does every field when the text has the wrong number of fields. `previous` keeps the
 * numbers each panel's other choices hold.
 */
export function readExpression(
  text: string,
  options: CronEditorOptions = {},
  previous?: CronEditorState,
): CronEditorState {
  const base = withDefaultChoices(previous?.panels ?? defaultPanels(options));
  const words = text.split(/[ \t]+/).filter((word) => word !== '');
  const counts = options.hideSeconds ? [5, 6, 7] : [6, 7];
  if (!counts.includes(words.length)) return { panels: base, ...shapeFromOptions(options) };

  const names: readonly CronFieldName[] = words.length === 5 ? FIELDS_WITHOUT_SECONDS : CRON_FIELD_NAMES;
  const panels: Record<CronFieldName, FieldPanel> = { ...base };
  names.forEach((name, index) => {
    const word = words[index];
    if (word === undefined) {
      panels[name] = base[name];
      return;
    }
    try {
      panels[name] = panelFromField(name, parseField(name, word), word, base[name], options.yearBounds);
    } catch {
      panels[name] = base[name];
    }
  });
  return { panels, hasSeconds: words.length > 5, hasYear: words.length === 7 };
}

/** The state for an empty value: every panel on its default choice. */
export function emptyEditorState(options: CronEditorOptions = {}): CronEditorState {
  return readExpression('', options);
}

/**
 * Each field's text. Spec section 4: "The day panel is disabled when a week value other than
 * '?' is set, and emits '?'" (so day and week are never both *).
 */
export function fieldTexts(state: CronEditorState): FieldTexts {
  const texts = Object.fromEntries(CRON_FIELD_NAMES.map((name) => [name, panelText(state.panels[name])])) as Record<
    CronFieldName,
    string
  >;
  if (texts.week !== '?') texts.day = '?';
  return texts;
}

/** The day panel is locked while the week is set. */
export function isDayLocked(state: CronEditorState): boolean {
  return panelText(state.panels.week) !== '?';
}

/** The expression the panels make. */
export function expressionOf(state: CronEditorState): string {
  const texts = fieldTexts(state);
  const words = FIELDS_WITHOUT_SECONDS.map((name) => texts[name]);
  if (!state.hasSeconds) return words.join(' ');
  return [texts.second, ...words, ...(state.hasYear ? [texts.year] : [])].join(' ');
}
