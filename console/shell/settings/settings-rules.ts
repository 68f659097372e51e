import { normalisePrimaryColor } from '../../../elements/core/theme';
import type { ShellSettings } from './shell-settings';

/** 流式 (fluid) content width: "该设定仅 [顶部栏导航] 时有效", so it is offered with the top menu only. */
export const fluidWidthAllowed = (settings: ShellSettings): boolean => settings.navigationMode === 'top';

/** Hiding the header on scroll needs a fixed header. */
export const autoHideHeaderAllowed = (settings: ShellSettings): boolean => settings.fixedHeader;

/** A top menu has no side menu to fix. */
export const fixedSideMenuAllowed = (settings: ShellSettings): boolean => settings.navigationMode === 'side';

/** The settings with every dependency between them enforced; a constrained value falls back to off / fixed. */
export function constrainSettings(settings: ShellSettings): ShellSettings {
  return {
    ...settings,
    primaryColor: normalisePrimaryColor(settings.primaryColor),
    contentWidth: fluidWidthAllowed(settings) ? settings.contentWidth : 'fixed',
    autoHideHeader: autoHideHeaderAllowed(settings) && settings.autoHideHeader,
    fixedSideMenu: fixedSideMenuAllowed(settings) && settings.fixedSideMenu,
  };
}

/** The names of the settings whose values differ. */
export function changedSettings(before: ShellSettings, after: ShellSettings): (keyof ShellSettings)[] {
  return (Object.keys(after) as (keyof ShellSettings)[]).filter((name) => before[name] !== after[name]);
}
