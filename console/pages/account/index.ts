export { AccountCenter } from './account-center';
export { AccountSettings, type AccountSettingsProps, type AccountSettingsSection } from './account-settings';
export { loadAccountProfile, type AccountProfile, type AccountUser, type AccountRole } from './account-profile';
export { baseInfoBody, baseInfoOf, BASE_INFO_RULES, SELF_EDIT_PATH, type BaseInfoValues } from './base-info';
export { MY_ANNOUNCEMENTS_PATH } from './account-notification-settings';
