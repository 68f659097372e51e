import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTO_HIDE_HEADER_THRESHOLD_PX,
  DEFAULT_SHELL_SETTINGS,
  readShellSettings,
  useShellSettings,
} from '../../../console/shell/settings';
import { resetSessionBacking } from '../../../elements/core/session';
import { memorySession } from './session-fixture';

let storage: ReturnType<typeof memorySession>;
const store = () => useShellSettings.getState();

beforeEach(() => {
  storage = memorySession();
  store().loadFor('admin');
});
afterEach(resetSessionBacking);

describe('the defaults of the settings drawer', () => {
  it('are light menu, #33ce7b, side menu, fixed width, multi-page on and everything else off', () => {
    expect(DEFAULT_SHELL_SETTINGS).toEqual({
      menuTheme: 'light',
      primaryColor: '#33ce7b',
      navigationMode: 'side',
      contentWidth: 'fixed',
      fixedHeader: false,
      autoHideHeader: false,
      fixedSideMenu: false,
      colorWeak: false,
      multipage: true,
      sidebarCollapsed: false,
    });
    expect(store().settings).toEqual(DEFAULT_SHELL_SETTINGS);
  });

  it('hides the header after 100 px of scroll', () => {
    expect(AUTO_HIDE_HEADER_THRESHOLD_PX).toBe(100);
  });
});

describe('dependencies between settings', () => {
  it('allows fluid content width only with the top menu', () => {
    store().update({ contentWidth: 'fluid' });
    expect(store().settings.contentWidth).toBe('fixed');
    store().update({ navigationMode: 'top', contentWidth: 'fluid' });
    expect(store().settings.contentWidth).toBe('fluid');
    store().update({ navigationMode: 'side' });
    expect(store().settings.contentWidth).toBe('fixed');
  });

  it('hides the header on scroll only with a fixed header', () => {
    store().update({ autoHideHeader: true });
    expect(store().settings.autoHideHeader).toBe(false);
    store().update({ fixedHeader: true, autoHideHeader: true });
    expect(store().settings.autoHideHeader).toBe(true);
    store().update({ fixedHeader: false });
    expect(store().settings.autoHideHeader).toBe(false);
  });

  it('turns the fixed side menu off with the top menu', () => {
    store().update({ fixedSideMenu: true });
    expect(store().settings.fixedSideMenu).toBe(true);
    store().update({ navigationMode: 'top' });
    expect(store().settings.fixedSideMenu).toBe(false);
    store().update({ fixedSideMenu: true });
    expect(store().settings.fixedSideMenu).toBe(false);
  });

  it('keeps only a valid primary colour, in lower case', () => {
    store().update({ primaryColor: '#1890FF' });
    expect(store().settings.primaryColor).toBe('#1890ff');
    store().update({ primaryColor: 'not a colour' });
    expect(store().settings.primaryColor).toBe('#33ce7b');
  });
});

describe('preferences stored under JeecgBoot keys, per user', () => {
  it("writes a change at once, in JeecgBoot's value forms, under the user's key and the plain key", () => {
    store().update({ navigationMode: 'top', contentWidth: 'fluid', menuTheme: 'dark', sidebarCollapsed: true });
    for (const suffix of [':admin', '']) {
      expect(storage.entry(`DEFAULT_LAYOUT_MODE${suffix}`)).toEqual({ value: 'topmenu', expire: null });
      expect(storage.entry(`DEFAULT_CONTENT_WIDTH_TYPE${suffix}`)?.value).toBe('Fluid');
      expect(storage.entry(`DEFAULT_THEME${suffix}`)?.value).toBe('dark');
      // JeecgBoot's SIDEBAR_TYPE says whether the sidebar is open.
      expect(storage.entry(`SIDEBAR_TYPE${suffix}`)?.value).toBe(false);
    }
  });

  it('uses every key JeecgBoot has for these preferences', () => {
    store().save();
    const keys = Array.from({ length: storage.local.length }, (_, index) => storage.local.key(index) ?? '');
    expect(keys.filter((key) => !key.includes(':')).sort()).toEqual(
      [
        'DEFAULT_COLOR',
        'DEFAULT_COLOR_WEAK',
        'DEFAULT_CONTENT_WIDTH_TYPE',
        'DEFAULT_FIXED_HEADER',
        'DEFAULT_FIXED_HEADER_HIDDEN',
        'DEFAULT_FIXED_SIDEMENU',
        'DEFAULT_LAYOUT_MODE',
        'DEFAULT_MULTI_PAGE',
        'DEFAULT_THEME',
        'SIDEBAR_TYPE',
      ].map((key) => `pro__${key}`),
    );
    expect(storage.entry('DEFAULT_MULTI_PAGE:admin')).toEqual({ value: true, expire: null });
    expect(storage.entry('DEFAULT_COLOR:admin')?.value).toBe('#33ce7b');
  });

  it('gives each user their own preferences, and a new user the defaults', () => {
    store().update({ primaryColor: '#722ed1', colorWeak: true });
    store().loadFor('zhangsan');
    expect(store().settings).toEqual(DEFAULT_SHELL_SETTINGS);
    store().update({ multipage: false });
    store().loadFor('admin');
    expect(store().settings).toMatchObject({ primaryColor: '#722ed1', colorWeak: true, multipage: true });
    expect(store().owner).toBe('admin');
  });

  it('reads the plain JeecgBoot keys when nobody is signed in', () => {
    storage.writeAsJeecg('DEFAULT_THEME', 'dark');
    storage.writeAsJeecg('DEFAULT_LAYOUT_MODE', 'topmenu');
    storage.writeAsJeecg('DEFAULT_FIXED_HEADER', true);
    storage.writeAsJeecg('DEFAULT_FIXED_HEADER_HIDDEN', true);
    expect(readShellSettings(null)).toMatchObject({
      menuTheme: 'dark',
      navigationMode: 'top',
      fixedHeader: true,
      autoHideHeader: true,
    });
    expect(readShellSettings('admin')).toEqual(DEFAULT_SHELL_SETTINGS);
  });

  it("ignores stored values that are not JeecgBoot's forms and enforces the dependencies on read", () => {
    storage.writeAsJeecg('DEFAULT_LAYOUT_MODE:admin', 'mixmenu');
    storage.writeAsJeecg('DEFAULT_COLOR:admin', 'red');
    storage.writeAsJeecg('DEFAULT_MULTI_PAGE:admin', 'yes');
    storage.writeAsJeecg('DEFAULT_CONTENT_WIDTH_TYPE:admin', 'Fluid');
    storage.writeAsJeecg('DEFAULT_FIXED_HEADER_HIDDEN:admin', true);
    expect(readShellSettings('admin')).toEqual(DEFAULT_SHELL_SETTINGS);
  });

  it('does not write anything when a change leaves the settings as they were', () => {
    store().update({ contentWidth: 'fluid' });
    expect(storage.local.length).toBe(0);
  });
});
