import { useCallback } from 'react';
import {
  DEFAULT_ADD_ROW_SETTINGS,
  readAddRowSettings,
  saveAddRowSettings,
  type AddRowSettings,
} from '../model/add-row-settings';

/**
 * A grid's add-row settings in local storage. They are read when wanted (新增, `addRows()`, the
 * settings panel opening), not kept: a grid's first draw does not wait on the browser's storage,
 * and a save in another tab is what the next read sees.
 */
export function useSavedAddRowSettings(settingsKey: string | undefined) {
  const read = useCallback(
    (): AddRowSettings =>
      typeof localStorage === 'undefined' ? DEFAULT_ADD_ROW_SETTINGS : readAddRowSettings(localStorage, settingsKey),
    [settingsKey],
  );
  /** Throws when the browser refuses to store (storage full or disabled). */
  const save = useCallback(
    (next: AddRowSettings) => saveAddRowSettings(localStorage, next, settingsKey),
    [settingsKey],
  );
  return { read, save };
}
