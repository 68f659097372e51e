import { readStored, STORAGE_KEYS, writeStored, type StorageKey } from '../../../elements/core/session';
import { isHexColor, normaliseHex } from '../../../elements/core/theme';
import { constrainSettings } from './settings-rules';
import { DEFAULT_SHELL_SETTINGS, type ShellSettings } from './shell-settings';

/**
 * Where each setting is stored: JeecgBoot's vue-ls key (store/mutation-types.js) and its value
 * in JeecgBoot's own form ('sidemenu', 'Fluid', SIDEBAR_TYPE meaning "open"), so a JeecgBoot
 * page on the same origin reads what the console writes. A stored value that is not one of
 * those forms is ignored.
 */
interface Field<V> {
  key: StorageKey;
  encode: (value: V) => unknown;
  decode: (stored: unknown) => V | undefined;
}

type Fields = { [Name in keyof ShellSettings]: Field<ShellSettings[Name]> };

const flag = (key: StorageKey): Field<boolean> => ({
  key,
  encode: (value) => value,
  decode: (stored) => (typeof stored === 'boolean' ? stored : undefined),
});

function oneOf<V>(key: StorageKey, pairs: readonly (readonly [V, string])[]): Field<V> {
  return {
    key,
    encode: (value) => pairs.find(([ours]) => ours === value)?.[1],
    decode: (stored) => pairs.find(([, theirs]) => theirs === stored)?.[0],
  };
}

const FIELDS: Fields = {
  menuTheme: oneOf(STORAGE_KEYS.theme, [
    ['dark', 'dark'],
    ['light', 'light'],
  ]),
  primaryColor: {
    key: STORAGE_KEYS.color,
    encode: (value) => value,
    decode: (stored) => (isHexColor(stored) ? normaliseHex(stored) : undefined),
  },
  navigationMode: oneOf(STORAGE_KEYS.layoutMode, [
    ['side', 'sidemenu'],
    ['top', 'topmenu'],
  ]),
  contentWidth: oneOf(STORAGE_KEYS.contentWidthType, [
    ['fixed', 'Fixed'],
    ['fluid', 'Fluid'],
  ]),
  fixedHeader: flag(STORAGE_KEYS.fixedHeader),
  autoHideHeader: flag(STORAGE_KEYS.fixedHeaderHidden),
  fixedSideMenu: flag(STORAGE_KEYS.fixedSidemenu),
  colorWeak: flag(STORAGE_KEYS.colorWeak),
  multipage: flag(STORAGE_KEYS.multiPage),
  sidebarCollapsed: {
    key: STORAGE_KEYS.sidebarType,
    encode: (collapsed) => !collapsed,
    decode: (opened) => (typeof opened === 'boolean' ? !opened : undefined),
  },
};

const NAMES = Object.keys(FIELDS) as (keyof ShellSettings)[];

/**
 * A user's own entry: JeecgBoot's key with `:<username>` appended, in the same vue-ls format.
 * The session runtime types keys as JeecgBoot's names, hence the cast.
 */
function userKey(key: StorageKey, username: string): StorageKey {
  return `${key}:${username}` as StorageKey;
}

function readField<Name extends keyof ShellSettings>(name: Name, key: StorageKey): ShellSettings[Name] {
  const field = FIELDS[name] as Field<ShellSettings[Name]>;
  return field.decode(readStored<unknown>(key)) ?? DEFAULT_SHELL_SETTINGS[name];
}

/**
 * Per user: a signed-in user reads only their own entries (a new user starts from the
 * defaults, never from whoever used the browser before). Without a user (before sign-in) the
 * plain JeecgBoot keys are read: the last preferences saved in this browser.
 */
export function readShellSettings(username: string | null): ShellSettings {
  const entries = NAMES.map((name) => {
    const key = username ? userKey(FIELDS[name].key, username) : FIELDS[name].key;
    return [name, readField(name, key)];
  });
  return constrainSettings(Object.fromEntries(entries) as ShellSettings);
}

/**
 * Writes the named settings (all by default) to the user's own entries and to the plain
 * JeecgBoot keys, which therefore always hold this browser's latest choice. Kept until
 * removed, as JeecgBoot's Vue.ls.set without an expiry does.
 */
export function writeShellSettings(
  username: string | null,
  settings: ShellSettings,
  names: readonly (keyof ShellSettings)[] = NAMES,
): void {
  for (const name of names) {
    const field = FIELDS[name] as Field<ShellSettings[typeof name]>;
    const stored = field.encode(settings[name]);
    if (username) writeStored(userKey(field.key, username), stored, null);
    writeStored(field.key, stored, null);
  }
}
