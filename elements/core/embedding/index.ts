export { settingsFromDataset, mergeHostSettings, type FarmHostSettings, type ScriptTagSettings } from './host-settings';
export {
  configureFarmElements,
  followPageSettings,
  publishPageSettings,
  readPageSettings,
  SETTINGS_EVENT,
  type SettingsPage,
} from './page-settings';
