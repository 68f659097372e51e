import { describe, expect, it } from 'vitest';
import { colorPalette, primaryOutline, primaryShades } from '../../../../elements/core/theme';

describe("a colour's ten shades", () => {
  it("match Ant Design's published blue, red and green palettes", () => {
    expect(colorPalette('#1890ff')).toEqual([
      '#e6f7ff',
      '#bae7ff',
      '#91d5ff',
      '#69c0ff',
      '#40a9ff',
      '#1890ff',
      '#096dd9',
      '#0050b3',
      '#003a8c',
      '#002766',
    ]);
    expect(colorPalette('#f5222d')).toEqual([
      '#fff1f0',
      '#ffccc7',
      '#ffa39e',
      '#ff7875',
      '#ff4d4f',
      '#f5222d',
      '#cf1322',
      '#a8071a',
      '#820014',
      '#5c0011',
    ]);
    expect(colorPalette('#52c41a')).toEqual([
      '#f6ffed',
      '#d9f7be',
      '#b7eb8f',
      '#95de64',
      '#73d13d',
      '#52c41a',
      '#389e0d',
      '#237804',
      '#135200',
      '#092b00',
    ]);
  });

  it('stay valid colours for a grey', () => {
    for (const shade of colorPalette('#808080')) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('primary hover, active and light shades are computed from the primary', () => {
  it('take the lighter shade for hover, the darker for active and the lightest tint as background in light mode', () => {
    expect(primaryShades('#1890ff', 'light')).toEqual({
      hover: '#40a9ff',
      active: '#096dd9',
      light: '#e6f7ff',
      border: '#91d5ff',
    });
  });

  it('tint the dark background instead of lightening it in dark mode', () => {
    const dark = primaryShades('#1890ff', 'dark');
    expect(dark.hover).toBe('#40a9ff');
    expect(dark.active).toBe('#096dd9');
    // 15% of the primary's 8th shade over #141414.
    expect(dark.light).toBe('#111d2c');
  });

  it('give a translucent primary for focus rings', () => {
    expect(primaryOutline('#33ce7b')).toBe('rgba(51, 206, 123, 0.2)');
  });
});
