import type { Locale } from '../i18n/catalogue';
import type { ThemeOptions } from '../theme/theme-variables';

/**
 * What a host page tells every widget at once (`FarmElements.configure()` on a script-tag page,
 * `configureFarmElements()` for npm hosts). Every member is optional: a call changes only what it names.
 */
export interface FarmHostSettings {
  /** Path or address prefix of every API call, e.g. `/jeecg-boot` or `https://api.example.com/farm-machine`. */
  apiBase?: string;
  /** Returns the current token; by default it is read from the JeecgBoot session storage of the page. */
  tokenProvider?: () => string | null | undefined;
  /** The tenant sent as `tenant-id`; a function is asked on every request. */
  tenantId?: string | number | (() => string | number | null | undefined);
  locale?: Locale;
  /** Colours for every widget on the page: set as `--farm-*` custom properties on the document root. */
  theme?: ThemeOptions;
  /**
   * Swaps the theme's colours that fall short of WCAG AA (the spec's primary #33ce7b under white
   * text is 2.04:1) for darker ones (lighter in dark mode) in every widget: primary and its
   * shades, status colours, secondary, placeholder and disabled text. Off by default.
   */
  accessibleContrast?: boolean;
}

/** The members `data-*` attributes of the script tag can carry (functions cannot be written there). */
export type ScriptTagSettings = Pick<
  FarmHostSettings,
  'apiBase' | 'tenantId' | 'locale' | 'theme' | 'accessibleContrast'
>;

const LOCALES: readonly Locale[] = ['zh-CN', 'en'];

/** A switch written as a `data-*` attribute: present (empty), "true" or "on" is on; "false" or "off" is off. */
const SWITCH_VALUES = new Map([
  ['', true],
  ['true', true],
  ['on', true],
  ['false', false],
  ['off', false],
]);

/**
 * Reads `data-api-base`, `data-tenant-id`, `data-locale`, `data-primary-color`, `data-theme-mode`
 * and `data-accessible-contrast` from the script tag. Unknown locales, modes and switch values
 * are dropped with a reason, never guessed.
 */
export function settingsFromDataset(dataset: DOMStringMap, warn: (message: string) => void): ScriptTagSettings {
  const settings: ScriptTagSettings = {};
  if (dataset.apiBase) settings.apiBase = dataset.apiBase;
  if (dataset.tenantId) settings.tenantId = dataset.tenantId;
  if (dataset.locale) {
    if ((LOCALES as readonly string[]).includes(dataset.locale)) settings.locale = dataset.locale as Locale;
    else warn(`farm-elements: data-locale="${dataset.locale}" is not one of ${LOCALES.join(', ')}; ignored`);
  }
  const theme: ThemeOptions = {};
  if (dataset.primaryColor) theme.primaryColor = dataset.primaryColor;
  if (dataset.themeMode === 'light' || dataset.themeMode === 'dark') theme.mode = dataset.themeMode;
  else if (dataset.themeMode)
    warn(`farm-elements: data-theme-mode="${dataset.themeMode}" is not light or dark; ignored`);
  if (Object.keys(theme).length > 0) settings.theme = theme;
  if (dataset.accessibleContrast !== undefined) {
    const on = SWITCH_VALUES.get(dataset.accessibleContrast.trim().toLowerCase());
    if (on === undefined)
      warn(`farm-elements: data-accessible-contrast="${dataset.accessibleContrast}" is not true or false; ignored`);
    else settings.accessibleContrast = on;
  }
  return settings;
}

/** Later settings win member by member; the theme is merged one level deeper. */
export function mergeHostSettings(base: FarmHostSettings, patch: FarmHostSettings): FarmHostSettings {
  const merged = { ...base, ...patch };
  if (base.theme && patch.theme) merged.theme = { ...base.theme, ...patch.theme };
  return merged;
}
