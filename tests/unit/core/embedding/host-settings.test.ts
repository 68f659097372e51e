import { describe, expect, it } from 'vitest';
import { mergeHostSettings, settingsFromDataset } from '../../../../elements/core/embedding/host-settings';
import {
  followPageSettings,
  publishPageSettings,
  readPageSettings,
  type SettingsPage,
} from '../../../../elements/core/embedding/page-settings';
import { httpConfigFromHostSettings } from '../../../../elements/core/http/host-settings-follower';

function collectWarnings(): { warn: (message: string) => void; warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, warn: (message) => warnings.push(message) };
}

describe('script tag data-* settings', () => {
  it('reads the API base, tenant, locale and theme', () => {
    const { warn, warnings } = collectWarnings();
    const settings = settingsFromDataset(
      { apiBase: '/jeecg-boot', tenantId: '7', locale: 'en', primaryColor: '#1890ff', themeMode: 'dark' },
      warn,
    );
    expect(settings).toEqual({
      apiBase: '/jeecg-boot',
      tenantId: '7',
      locale: 'en',
      theme: { primaryColor: '#1890ff', mode: 'dark' },
    });
    expect(warnings).toEqual([]);
  });

  it('drops an unknown locale or theme mode with a warning naming the value', () => {
    const { warn, warnings } = collectWarnings();
    expect(settingsFromDataset({ locale: 'fr', themeMode: 'sepia' }, warn)).toEqual({});
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('data-locale="fr"');
    expect(warnings[1]).toContain('data-theme-mode="sepia"');
  });

  it('is empty for a script tag without settings', () => {
    expect(settingsFromDataset({}, () => undefined)).toEqual({});
  });

  it('reads data-accessible-contrast as an HTML switch: present, true or on; false or off', () => {
    const { warn, warnings } = collectWarnings();
    for (const on of ['', 'true', 'on', 'TRUE'])
      expect(settingsFromDataset({ accessibleContrast: on }, warn)).toEqual({ accessibleContrast: true });
    for (const off of ['false', 'off'])
      expect(settingsFromDataset({ accessibleContrast: off }, warn)).toEqual({ accessibleContrast: false });
    expect(warnings).toEqual([]);
  });

  it('drops a data-accessible-contrast it cannot read, with a warning naming it', () => {
    const { warn, warnings } = collectWarnings();
    expect(settingsFromDataset({ accessibleContrast: 'yes please' }, warn)).toEqual({});
    expect(warnings).toEqual(['farm-elements: data-accessible-contrast="yes please" is not true or false; ignored']);
  });
});

describe('merging settings', () => {
  it('keeps the accessibleContrast switch until a later call names it', () => {
    const on = mergeHostSettings({ accessibleContrast: true }, { theme: { mode: 'dark' } });
    expect(on).toEqual({ accessibleContrast: true, theme: { mode: 'dark' } });
    expect(mergeHostSettings(on, { accessibleContrast: false }).accessibleContrast).toBe(false);
  });

  it('keeps members a later call does not name and merges the theme', () => {
    const merged = mergeHostSettings(
      { apiBase: '/a', theme: { primaryColor: '#111111' } },
      { locale: 'en', theme: { mode: 'dark' } },
    );
    expect(merged).toEqual({ apiBase: '/a', locale: 'en', theme: { primaryColor: '#111111', mode: 'dark' } });
  });
});

describe('settings kept on the page', () => {
  it('reaches a follower that starts before and one that starts after', () => {
    const page: SettingsPage = new EventTarget();
    const early: string[] = [];
    followPageSettings((settings) => early.push(settings.apiBase ?? ''), page);
    publishPageSettings({ apiBase: '/one' }, page);
    const late: string[] = [];
    followPageSettings((settings) => late.push(settings.apiBase ?? ''), page);
    publishPageSettings({ locale: 'en' }, page);
    expect(early).toEqual(['/one', '/one']);
    expect(late).toEqual(['/one', '/one']);
    expect(readPageSettings(page)).toEqual({ apiBase: '/one', locale: 'en' });
  });

  it('calls no follower before anything was configured', () => {
    const page: SettingsPage = new EventTarget();
    let calls = 0;
    followPageSettings(() => calls++, page);
    expect(calls).toBe(0);
  });
});

describe('HTTP part of the settings', () => {
  it('strips trailing slashes of the API base and wraps a fixed tenant', () => {
    const config = httpConfigFromHostSettings({ apiBase: 'https://api.example.com/farm-machine//', tenantId: 12 });
    expect(config.basePath).toBe('https://api.example.com/farm-machine');
    expect(config.getTenantId?.()).toBe(12);
  });

  it('uses the host token provider, and the session storage without one', () => {
    expect(httpConfigFromHostSettings({ tokenProvider: () => 'host-token' }).getToken?.()).toBe('host-token');
    const fallback = httpConfigFromHostSettings({});
    expect(fallback.basePath).toBeUndefined();
    expect(fallback.getToken?.()).toBeFalsy();
  });
});
