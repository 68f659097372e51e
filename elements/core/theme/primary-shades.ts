import { hexToRgb, hsvToRgb, mixHex, rgbToHex, rgbToHsv, type Hsv } from './color-math';

// Ant Design's classic palette generation (the ten shades of `@ant-design/colors`): the
// primary sits at index 5, five lighter shades before it and four darker after it.
const HUE_STEP = 2;
const SATURATION_STEP = 0.16;
const SATURATION_STEP_DARKER = 0.05;
const BRIGHTNESS_STEP_LIGHTER = 0.05;
const BRIGHTNESS_STEP_DARKER = 0.15;
const LIGHTER_COUNT = 5;
const DARKER_COUNT = 4;

function shiftedHue(hue: number, step: number, lighter: boolean): number {
  const rounded = Math.round(hue);
  // Warm hues move towards yellow when lightened, cool hues towards blue.
  const coolHue = rounded >= 60 && rounded <= 240;
  const shifted = coolHue === lighter ? rounded - HUE_STEP * step : rounded + HUE_STEP * step;
  return (shifted + 360) % 360;
}

function shiftedSaturation({ h, s }: Hsv, step: number, lighter: boolean): number {
  if (h === 0 && s === 0) return s;
  let saturation: number;
  if (lighter) saturation = s - SATURATION_STEP * step;
  else if (step === DARKER_COUNT) saturation = s + SATURATION_STEP;
  else saturation = s + SATURATION_STEP_DARKER * step;
  saturation = Math.min(saturation, 1);
  if (lighter && step === LIGHTER_COUNT && saturation > 0.1) saturation = 0.1;
  return Number(Math.max(saturation, 0.06).toFixed(2));
}

function shiftedValue({ v }: Hsv, step: number, lighter: boolean): number {
  const value = lighter ? v + BRIGHTNESS_STEP_LIGHTER * step : v - BRIGHTNESS_STEP_DARKER * step;
  return Number(Math.min(Math.max(value, 0), 1).toFixed(2));
}

function shade(hsv: Hsv, step: number, lighter: boolean): string {
  return rgbToHex(
    hsvToRgb({
      h: shiftedHue(hsv.h, step, lighter),
      s: shiftedSaturation(hsv, step, lighter),
      v: shiftedValue(hsv, step, lighter),
    }),
  );
}

/** The ten shades of a colour, lightest first; index 5 is the colour itself. */
export function colorPalette(hex: string): string[] {
  return Array.from({ length: LIGHTER_COUNT + 1 + DARKER_COUNT }, (_, index) => paletteShade(hex, index));
}

/** Shade `index` (0–9) of `colorPalette(hex)`. */
export function paletteShade(hex: string, index: number): string {
  const hsv = rgbToHsv(hexToRgb(hex));
  if (index < LIGHTER_COUNT) return shade(hsv, LIGHTER_COUNT - index, true);
  if (index === LIGHTER_COUNT) return rgbToHex(hexToRgb(hex));
  return shade(hsv, index - LIGHTER_COUNT, false);
}

export interface PrimaryShades {
  hover: string;
  active: string;
  /** Background tint for selected rows, active menu entries and the like. */
  light: string;
  border: string;
}

/** Dark mode tints the background with the primary instead of lightening it (Ant Design's dark map). */
const DARK_BACKGROUND = '#141414';

export function primaryShades(primary: string, mode: 'light' | 'dark'): PrimaryShades {
  const tone = (index: number) => paletteShade(primary, index);
  return {
    hover: tone(4),
    active: tone(6),
    light: mode === 'dark' ? mixHex(DARK_BACKGROUND, tone(7), 0.15) : tone(0),
    border: mode === 'dark' ? mixHex(DARK_BACKGROUND, tone(5), 0.3) : tone(2),
  };
}

/** The primary at 20% opacity, for focus rings. */
export function primaryOutline(primary: string): string {
  const { r, g, b } = hexToRgb(primary);
  return `rgba(${r}, ${g}, ${b}, 0.2)`;
}
