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

export function saveAddRowSettings(storage: Pick<Storage, 'setItem'>, settings: AddRowSettings, settingsKey?: string): void {
  storage.setItem(storageKey(settingsKey), JSON.stringify(settings));
}
