import { isHexColor, normaliseHex } from './color-math';

/** The settings drawer's default theme colour. */
export const DEFAULT_PRIMARY_COLOR = '#33ce7b';

/** The eight choices of the settings drawer, Ant Design's classic primary colours. */
export const THEME_COLOR_PALETTE = [
  /** Ant Design's "dust red" (薄暮). */
  { name: 'red', color: '#F5222D' },
  { name: 'volcano', color: '#FA541C' },
  /** Ant Design's "sunset orange" (日暮). */
  { name: 'dusk', color: '#FAAD14' },
  { name: 'cyan', color: '#13C2C2' },
  { name: 'polarGreen', color: '#52C41A' },
  /** Ant Design's "daybreak blue", the palette's default blue. */
  { name: 'daybreakBlue', color: '#1890FF' },
  { name: 'geekBlue', color: '#2F54EB' },
  /** Ant Design's "golden purple" (酱紫). */
  { name: 'purple', color: '#722ED1' },
] as const;

export type ThemeColorName = (typeof THEME_COLOR_PALETTE)[number]['name'];

/** The blue marked as default inside the palette (distinct from the settings default #33ce7b). */
export const PALETTE_DEFAULT_COLOR = '#1890FF';

/** A valid hex input (#rgb or #rrggbb) as lower-case #rrggbb; anything else falls back to the default. */
export function normalisePrimaryColor(input: unknown): string {
  return isHexColor(input) ? normaliseHex(input) : DEFAULT_PRIMARY_COLOR;
}
