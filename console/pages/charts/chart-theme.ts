import { THEME_TOKENS } from '../../../elements/core/theme';

/** The colours a chart takes from the console theme (the `--farm-*` properties in effect). */
export interface ChartTheme {
  primary: string;
  text: string;
  textSecondary: string;
  border: string;
  palette: string[];
}

/** Series after the first keep fixed hues that read on both light and dark backgrounds. */
const SECONDARY_HUES = ['#1890ff', '#faad14', '#f5222d', '#722ed1', '#13c2c2', '#eb2f96', '#fa8c16'];
const FALLBACK: ChartTheme = {
  primary: '#33ce7b',
  text: 'rgba(0,0,0,0.85)',
  textSecondary: 'rgba(0,0,0,0.45)',
  border: '#d9d9d9',
  palette: ['#33ce7b', ...SECONDARY_HUES],
};

/** Reads the theme in effect at an element: the primary colour leads the palette. */
export function readChartTheme(element: Element): ChartTheme {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const primary = read(THEME_TOKENS.colorPrimary, FALLBACK.primary);
  return {
    primary,
    text: read(THEME_TOKENS.colorText, FALLBACK.text),
    textSecondary: read(THEME_TOKENS.colorTextSecondary, FALLBACK.textSecondary),
    border: read(THEME_TOKENS.colorBorder, FALLBACK.border),
    palette: [primary, ...SECONDARY_HUES],
  };
}

/** Whether two readings differ: a chart redraws only when the theme really changed. */
export function sameChartTheme(a: ChartTheme, b: ChartTheme): boolean {
  return a.primary === b.primary && a.text === b.text && a.textSecondary === b.textSecondary && a.border === b.border;
}

/** The option parts every chart shares: palette, text colours, axis lines in the theme. */
export function themeBase(theme: ChartTheme) {
  const axis = {
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.textSecondary },
    splitLine: { lineStyle: { color: theme.border, opacity: 0.5 } },
  };
  return {
    color: theme.palette,
    backgroundColor: 'transparent',
    textStyle: { color: theme.text },
    legend: { textStyle: { color: theme.textSecondary } },
    axis,
  };
}
