export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Hue in degrees 0-360, saturation and value 0-1. */
export interface Hsv {
  h: number;
  s: number;
  v: number;
}

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(input: unknown): input is string {
  return typeof input === 'string' && HEX_COLOR.test(input.trim());
}

/** `#abc` or `#aabbcc`, any case, as lower-case `#aabbcc`; call only on a valid hex colour. */
export function normaliseHex(hex: string): string {
  const digits = hex.trim().slice(1).toLowerCase();
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full}`;
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(normaliseHex(hex).slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

export function rgbToHsv({ r, g, b }: Rgb): Hsv {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const delta = max - min;
  let h = 0;
  if (delta !== 0) {
    if (max === red) h = ((green - blue) / delta + (green < blue ? 6 : 0)) * 60;
    else if (max === green) h = ((blue - red) / delta + 2) * 60;
    else h = ((red - green) / delta + 4) * 60;
  }
  return { h, s: max === 0 ? 0 : delta / max, v: max };
}

export function hsvToRgb({ h, s, v }: Hsv): Rgb {
  const sector = Math.floor(h / 60) % 6;
  const fraction = h / 60 - Math.floor(h / 60);
  const p = v * (1 - s);
  const q = v * (1 - fraction * s);
  const u = v * (1 - (1 - fraction) * s);
  const bySector: readonly (readonly [number, number, number])[] = [
    [v, u, p],
    [q, v, p],
    [p, v, u],
    [p, q, v],
    [u, p, v],
    [v, p, q],
  ];
  // A hue outside 0–360 (none reaches here from rgbToHsv) is read as the first sector.
  const [r, g, b] = bySector[sector] ?? [v, u, p];
  return { r: r * 255, g: g * 255, b: b * 255 };
}

/** `weight` of `top` over `base` (0 gives `base`, 1 gives `top`). */
export function mixHex(base: string, top: string, weight: number): string {
  const from = hexToRgb(base);
  const to = hexToRgb(top);
  return rgbToHex({
    r: from.r + (to.r - from.r) * weight,
    g: from.g + (to.g - from.g) * weight,
    b: from.b + (to.b - from.b) * weight,
  });
}
