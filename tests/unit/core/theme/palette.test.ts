import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIMARY_COLOR,
  PALETTE_DEFAULT_COLOR,
  THEME_COLOR_PALETTE,
  isHexColor,
  normalisePrimaryColor,
} from '../../../../elements/core/theme';

describe('theme colours of the settings drawer', () => {
  it('default to #33ce7b', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#33ce7b');
  });

  it("offer Ant Design's eight classic colours, the default blue being #1890FF", () => {
    expect(THEME_COLOR_PALETTE).toEqual([
      { name: 'red', color: '#F5222D' },
      { name: 'volcano', color: '#FA541C' },
      { name: 'dusk', color: '#FAAD14' },
      { name: 'cyan', color: '#13C2C2' },
      { name: 'polarGreen', color: '#52C41A' },
      { name: 'daybreakBlue', color: '#1890FF' },
      { name: 'geekBlue', color: '#2F54EB' },
      { name: 'purple', color: '#722ED1' },
    ]);
    expect(PALETTE_DEFAULT_COLOR).toBe('#1890FF');
  });
});

describe('a primary colour input', () => {
  it('accepts #rgb and #rrggbb in any case, as lower-case #rrggbb', () => {
    expect(normalisePrimaryColor('#1890FF')).toBe('#1890ff');
    expect(normalisePrimaryColor('#F80')).toBe('#ff8800');
    expect(normalisePrimaryColor(' #52c41a ')).toBe('#52c41a');
  });

  it('falls back to the default on anything else', () => {
    for (const input of ['', 'red', '#12345', '#1234567', '1890ff', '#ggg', 'rgb(0,0,0)', undefined, null, 42]) {
      expect(normalisePrimaryColor(input)).toBe('#33ce7b');
      expect(isHexColor(input)).toBe(false);
    }
  });
});
