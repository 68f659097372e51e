// Storage names shared with a JeecgBoot Vue 2 page on the same origin: the key values of its
// `store/mutation-types.js` and the vue-ls namespace of its `defaultSettings.js`.

/** vue-ls prefixes every key it writes to localStorage with this namespace. */
export const VUE_LS_NAMESPACE = 'pro__';

/** Token, user info and dictionary are kept 7 days (shell spec section 9). */
export const SESSION_LIFETIME_MS = 604_800_000;

export const STORAGE_KEYS = {
  accessToken: 'Access-Token',
  userInfo: 'Login_Userinfo',
  username: 'Login_Username',
  tenantId: 'TENANT_ID',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  // JeecgBoot's constant is CACHE_INCLUDED_ROUTES and so is its value (upper case).
  keptAliveRoutes: 'CACHE_INCLUDED_ROUTES',
  // These two live in sessionStorage as plain JSON, as JeecgBoot's GetPermissionList writes them.
  userButtonAuth: 'LOGIN_USER_BUTTON_AUTH',
  sysButtonAuth: 'SYS_BUTTON_AUTH',
  // Shell settings (theme and layout) kept by the console through the same vue-ls format.
  sidebarType: 'SIDEBAR_TYPE',
  theme: 'DEFAULT_THEME',
  layoutMode: 'DEFAULT_LAYOUT_MODE',
  color: 'DEFAULT_COLOR',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  fixedSidemenu: 'DEFAULT_FIXED_SIDEMENU',
  fixedHeaderHidden: 'DEFAULT_FIXED_HEADER_HIDDEN',
  contentWidthType: 'DEFAULT_CONTENT_WIDTH_TYPE',
  multiPage: 'DEFAULT_MULTI_PAGE',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
