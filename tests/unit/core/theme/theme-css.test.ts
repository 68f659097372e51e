import { describe, expect, it } from 'vitest';
import {
  COLOR_WEAK_FILTER,
  HOST_RESET_CSS,
  applyTheme,
  themeCss,
  themeVariables,
} from '../../../../elements/core/theme';

describe('theme CSS block', () => {
  it('declares every custom property on :host by default', () => {
    const css = themeCss({ primaryColor: '#722ED1' });
    expect(css.startsWith(':host {\n')).toBe(true);
    expect(css.trimEnd().endsWith('}')).toBe(true);
    for (const [name, value] of Object.entries(themeVariables({ primaryColor: '#722ED1' }))) {
      expect(css).toContain(`  ${name}: ${value};\n`);
    }
    expect(css).not.toContain('filter');
  });

  it('targets the given selector', () => {
    expect(themeCss({}, ':root').startsWith(':root {\n')).toBe(true);
  });

  it('adds the colour-weak filter in colour-weak mode', () => {
    expect(COLOR_WEAK_FILTER).toBe('invert(80%)');
    expect(themeCss({ colorWeak: true })).toContain('  filter: invert(80%);\n');
  });
});

/** The inline style of an element: a property map with the two methods `applyTheme` uses. */
class InlineStyle {
  readonly properties = new Map<string, string>();
  setProperty(name: string, value: string | null): void {
    if (value === null) this.properties.delete(name);
    else this.properties.set(name, value);
  }
  removeProperty(name: string): string {
    const previous = this.properties.get(name) ?? '';
    this.properties.delete(name);
    return previous;
  }
}

describe('applying a theme to an element', () => {
  it("sets every custom property on the element's style", () => {
    const element = { style: new InlineStyle() };
    applyTheme(element, { mode: 'dark', primaryColor: '#13C2C2' });
    expect(Object.fromEntries(element.style.properties)).toEqual(
      themeVariables({ mode: 'dark', primaryColor: '#13C2C2' }),
    );
  });

  it('turns colour-weak mode on and off through the filter', () => {
    const element = { style: new InlineStyle() };
    applyTheme(element, { colorWeak: true });
    expect(element.style.properties.get('filter')).toBe('invert(80%)');
    applyTheme(element, { colorWeak: false });
    expect(element.style.properties.has('filter')).toBe(false);
  });
});

describe('host reset of inherited properties', () => {
  it('resets font, colour, letter and line spacing with !important on :host', () => {
    const host = HOST_RESET_CSS.slice(HOST_RESET_CSS.indexOf(':host {'), HOST_RESET_CSS.indexOf('}'));
    for (const property of [
      'font-family',
      'font-size',
      'font-weight',
      'font-style',
      'line-height',
      'letter-spacing',
      'color',
      'text-align',
      'white-space',
      'box-sizing',
    ]) {
      expect(host).toMatch(new RegExp(`\\n  ${property}: [^;]+ !important;`));
    }
  });

  it('takes font and colour from the theme variables, not from the page', () => {
    expect(HOST_RESET_CSS).toContain('font-family: var(--farm-font-family,');
    expect(HOST_RESET_CSS).toContain('color: var(--farm-color-text, rgba(0, 0, 0, 0.85)) !important;');
  });

  it('lets every element inside inherit border-box sizing', () => {
    expect(HOST_RESET_CSS).toMatch(/\*,\s*\*::before,\s*\*::after\s*\{\s*box-sizing: inherit;/);
  });
});
