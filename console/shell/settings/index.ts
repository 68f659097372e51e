export {
  DEFAULT_SHELL_SETTINGS,
  AUTO_HIDE_HEADER_THRESHOLD_PX,
  type ShellSettings,
  type MenuTheme,
  type NavigationMode,
  type ContentWidth,
} from './shell-settings';
export { constrainSettings, fluidWidthAllowed, autoHideHeaderAllowed, fixedSideMenuAllowed } from './settings-rules';
export { readShellSettings, writeShellSettings } from './settings-storage';
export { useShellSettings, type ShellSettingsState } from './use-shell-settings';
export { compileTheme, type ThemeSettings } from './compile-theme';
export { useShellTheme } from './use-shell-theme';
export { SettingsDrawer, type SettingsDrawerProps } from './settings-drawer';
