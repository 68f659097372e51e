import { describe, expect, it } from 'vitest';
import {
  THEME_TOKENS,
  THEME_TOKEN_NAMES,
  themeValues,
  themeVar,
  themeVariables,
} from '../../../../elements/core/theme';

describe('design tokens become --farm-* custom properties', () => {
  it('name every token --farm-<kebab-case>', () => {
    for (const token of THEME_TOKEN_NAMES) {
      const kebab = token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(THEME_TOKENS[token]).toBe(`--farm-${kebab}`);
    }
  });

  it('give a value for every token', () => {
    const variables = themeVariables();
    expect(Object.keys(variables).sort()).toEqual(Object.values(THEME_TOKENS).sort());
    for (const value of Object.values(variables)) expect(value).not.toBe('');
  });

  it('cover primary, text, border, background, radius, font, spacing, shadow, status colours and sizes', () => {
    const variables = themeVariables();
    for (const name of [
      '--farm-color-primary',
      '--farm-color-primary-hover',
      '--farm-color-primary-active',
      '--farm-color-primary-light',
      '--farm-color-text',
      '--farm-color-border',
      '--farm-color-bg',
      '--farm-radius',
      '--farm-font-family',
      '--farm-font-size',
      '--farm-spacing-md',
      '--farm-shadow',
      '--farm-color-danger',
      '--farm-color-warning',
      '--farm-color-success',
      '--farm-color-info',
      '--farm-size-medium',
      '--farm-size-small',
      '--farm-size-mini',
      '--farm-size-tiny',
    ]) {
      expect(variables).toHaveProperty([name]);
    }
  });
});

describe('the primary colour', () => {
  it('is #33ce7b by default, with its shades', () => {
    const variables = themeVariables();
    expect(variables['--farm-color-primary']).toBe('#33ce7b');
    expect(variables['--farm-color-primary-hover']).toBe('#5adb92');
    expect(variables['--farm-color-primary-active']).toBe('#22a865');
    expect(variables['--farm-color-primary-light']).toBe('#f0fff4');
  });

  it('follows the chosen colour', () => {
    const variables = themeVariables({ primaryColor: '#1890FF' });
    expect(variables['--farm-color-primary']).toBe('#1890ff');
    expect(variables['--farm-color-primary-hover']).toBe('#40a9ff');
    expect(variables['--farm-color-primary-active']).toBe('#096dd9');
  });

  it('falls back to the default on a bad input', () => {
    expect(themeVariables({ primaryColor: 'not a colour' })['--farm-color-primary']).toBe('#33ce7b');
  });
});

describe('light and dark modes', () => {
  it('are light by default: dark text on a white background', () => {
    const light = themeValues();
    expect(light.colorBg).toBe('#ffffff');
    expect(light.colorText).toBe('rgba(0, 0, 0, 0.85)');
  });

  it('turn to light text on a dark background in dark mode, keeping the primary', () => {
    const dark = themeValues({ mode: 'dark', primaryColor: '#1890ff' });
    expect(dark.colorBg).toBe('#141414');
    expect(dark.colorText).toBe('rgba(255, 255, 255, 0.85)');
    expect(dark.colorBorder).toBe('#434343');
    expect(dark.colorPrimary).toBe('#1890ff');
  });
});

describe('overrides', () => {
  it('win over the computed values', () => {
    const variables = themeVariables({ overrides: { radius: '0', colorPrimaryHover: '#000000' } });
    expect(variables['--farm-radius']).toBe('0');
    expect(variables['--farm-color-primary-hover']).toBe('#000000');
  });
});

describe('var() references for widget styles', () => {
  it('fall back to the light default so an unthemed widget still looks right', () => {
    expect(themeVar('colorPrimary')).toBe('var(--farm-color-primary, #33ce7b)');
    expect(themeVar('radius')).toBe('var(--farm-radius, 4px)');
  });
});
