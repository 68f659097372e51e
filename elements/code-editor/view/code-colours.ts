import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { themeVar, type ThemeToken } from '../../core/theme';

/**
 * CodeMirror's default syntax colours (for light backgrounds) by the theme token that takes
 * their place with the accessibleContrast switch on: those tokens are shifted to AA contrast on
 * the theme's backgrounds in light and dark mode alike, which fixed syntax colours cannot be.
 */
const ACCESSIBLE_SYNTAX: Record<string, ThemeToken> = {
  '#708': 'colorPrimaryActive',
  '#219': 'colorInfo',
  '#164': 'colorSuccess',
  '#a11': 'colorDanger',
  '#e40': 'colorWarning',
  '#00f': 'colorInfo',
  '#30a': 'colorPrimary',
  '#085': 'colorSuccess',
  '#167': 'colorPrimaryHover',
  '#256': 'colorInfo',
  '#00c': 'colorInfo',
  '#940': 'colorTextSecondary',
  '#f00': 'colorDanger',
  '#404740': 'colorTextSecondary',
};

const accessibleHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) => {
    const token = typeof spec.color === 'string' ? ACCESSIBLE_SYNTAX[spec.color] : undefined;
    return token ? { ...spec, color: themeVar(token) } : spec;
  }),
);

/** The editor's own backgrounds from the theme, so the syntax colours are measured against them. */
const accessibleSurface = EditorView.theme({
  '&': { color: themeVar('colorText'), backgroundColor: themeVar('colorBg') },
  '.cm-content': { caretColor: themeVar('colorText') },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: themeVar('colorText') },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: themeVar('colorBgHover') },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: themeVar('colorPrimaryLight'),
  },
  '.cm-gutters': {
    backgroundColor: themeVar('colorBgLayout'),
    color: themeVar('colorTextSecondary'),
    borderRightColor: themeVar('colorBorder'),
  },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': { backgroundColor: themeVar('colorPrimaryLight') },
});

/** The syntax colours and editor surface: CodeMirror's own by default, the theme's AA ones with the switch on. */
export function codeColours(accessible: boolean): Extension {
  return accessible
    ? [syntaxHighlighting(accessibleHighlightStyle), accessibleSurface]
    : syntaxHighlighting(defaultHighlightStyle, { fallback: true });
}
