import { mergeHostSettings, type FarmHostSettings } from './host-settings';

/**
 * The loader (a classic script), the element chunks and an npm host's bundle share no module
 * instance, so the settings live on the page: under a registry symbol on `window`, with an event
 * announcing each change. Each part of the runtime reads them when it loads and follows the event,
 * so settings given before or after an element loads both reach it.
 */
const SETTINGS_KEY = Symbol.for('farm-elements.settings');
export const SETTINGS_EVENT = 'farm-elements-configure';

export type SettingsPage = EventTarget & { [SETTINGS_KEY]?: FarmHostSettings };

function defaultPage(): SettingsPage | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as SettingsPage);
}

export function readPageSettings(page: SettingsPage | undefined = defaultPage()): FarmHostSettings {
  return page?.[SETTINGS_KEY] ?? {};
}

/** Merges `patch` into the page's settings and tells every follower. */
export function publishPageSettings(patch: FarmHostSettings, page: SettingsPage | undefined = defaultPage()): void {
  if (!page) return;
  page[SETTINGS_KEY] = mergeHostSettings(readPageSettings(page), patch);
  page.dispatchEvent(new Event(SETTINGS_EVENT));
}

/** Calls `apply` with the page's settings now (when there are any) and after every change. */
export function followPageSettings(
  apply: (settings: FarmHostSettings) => void,
  page: SettingsPage | undefined = defaultPage(),
): void {
  if (!page) return;
  if (page[SETTINGS_KEY]) apply(readPageSettings(page));
  page.addEventListener(SETTINGS_EVENT, () => apply(readPageSettings(page)));
}

/** For npm hosts: the same settings `FarmElements.configure()` takes on a script-tag page. */
export function configureFarmElements(settings: FarmHostSettings): void {
  publishPageSettings(settings);
}
