/** The add-row settings, saved locally (widgets spec 2.1). */
export interface AddRowSettings {
  /** Rows added per click; default 1. */
  addRowNum: number;
  /** 0 means the bottom; n puts new rows at position n. */
  addIndex: number;
  /** Scroll to the bottom after adding; default off. */
  addScrollToBottom: boolean;
}

export const DEFAULT_ADD_ROW_SETTINGS: AddRowSettings = { addRowNum: 1, addIndex: 0, addScrollToBottom: false };

const STORAGE_KEY = 'farm-grid:add-row-settings';

function storageKey(settingsKey?: string): string {
  return settingsKey ? `${STORAGE_KEY}:${settingsKey}` : STORAGE_KEY;
}

function wholeAtLeast(value: unknown, minimum: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= minimum ? value : fallback;
}

export function readAddRowSettings(storage: Pick<Storage, 'getItem'>, settingsKey?: string): AddRowSettings {
  try {
    const saved = JSON.parse(storage.getItem(storageKey(settingsKey)) ?? 'null') as Partial<AddRowSettings> | null;
    if (!saved || typeof saved !== 'object') return DEFAULT_ADD_ROW_SETTINGS;
    return {
      addRowNum: wholeAtLeast(saved.addRowNum, 1, DEFAULT_ADD_ROW_SETTINGS.addRowNum),
      addIndex: wholeAtLeast(saved.addIndex, 0, DEFAULT_ADD_ROW_SETTINGS.addIndex),
      addScrollToBottom: saved.addScrollToBottom === true,
    };
  } catch {
    // A hand-edited or foreign value is not ours to keep: fall back to the defaults.
    return DEFAULT_ADD_ROW_SETTINGS;
  }
}

export function saveAddRowSettings(
  storage: Pick<Storage, 'setItem'>,
  settings: AddRowSettings,
  settingsKey?: string,
): void {
  storage.setItem(storageKey(settingsKey), JSON.stringify(settings));
}

/** The most rows one click may add: a typo of 10000 would otherwise freeze the page. */
export const MAX_ADD_ROW_NUM = 1000;

/** The settings as typed in their form: the numbers still text. */
export interface AddRowSettingsDraft {
  addRowNum: string;
  addIndex: string;
  addScrollToBottom: boolean;
}

export type AddRowSettingsProblem = 'addRowNumInvalid' | 'addIndexInvalid';

export type AddRowSettingsCheck =
  | { ok: true; settings: AddRowSettings }
  | { ok: false; problems: Partial<Record<'addRowNum' | 'addIndex', AddRowSettingsProblem>> };

export function addRowSettingsDraft(settings: AddRowSettings): AddRowSettingsDraft {
  return {
    addRowNum: String(settings.addRowNum),
    addIndex: String(settings.addIndex),
    addScrollToBottom: settings.addScrollToBottom,
  };
}

/** A whole number written in plain digits ('12', not '1e1', '0x0c' or '12.0'), else null. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Checks the typed settings: rows per click 1 to MAX_ADD_ROW_NUM, position 0 (bottom) or more. */
export function checkAddRowSettingsDraft(draft: AddRowSettingsDraft): AddRowSettingsCheck {
  const addRowNum = wholeNumber(draft.addRowNum);
  const addIndex = wholeNumber(draft.addIndex);
  if (addRowNum !== null && addRowNum >= 1 && addRowNum <= MAX_ADD_ROW_NUM && addIndex !== null) {
    return { ok: true, settings: { addRowNum, addIndex, addScrollToBottom: draft.addScrollToBottom } };
  }
  return {
    ok: false,
    problems: {
      ...(addRowNum === null || addRowNum < 1 || addRowNum > MAX_ADD_ROW_NUM
        ? { addRowNum: 'addRowNumInvalid' as const }
        : {}),
      ...(addIndex === null ? { addIndex: 'addIndexInvalid' as const } : {}),
    },
  };
}
