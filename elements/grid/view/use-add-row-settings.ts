import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_ADD_ROW_SETTINGS, readAddRowSettings, saveAddRowSettings, storageKey, type AddRowSettings } from '../model/add-row-settings';

function savedSettings(settingsKey: string | undefined): AddRowSettings {
  return typeof localStorage === 'undefined' ? DEFAULT_ADD_ROW_SETTINGS : readAddRowSettings(localStorage, settingsKey);
}

/**
 * The add-row settings saved for a grid: read again when its key changes or another tab saves
 * them, and saved through `save` (which throws when the browser refuses to store).
 */
export function useSavedAddRowSettings(settingsKey: string | undefined) {
  const [saved, setSaved] = useState(() => ({ key: settingsKey, settings: savedSettings(settingsKey) }));
  if (saved.key !== settingsKey) setSaved({ key: settingsKey, settings: savedSettings(settingsKey) });
  useEffect(() => {
    const reread = (event: StorageEvent) => {
      if (event.key === storageKey(settingsKey)) setSaved({ key: settingsKey, settings: savedSettings(settingsKey) });
    };
    window.addEventListener('storage', reread);
    return () => window.removeEventListener('storage', reread);
  }, [settingsKey]);
  const save = useCallback(
    (next: AddRowSettings) => {
      saveAddRowSettings(localStorage, next, settingsKey);
      setSaved({ key: settingsKey, settings: next });
    },
    [settingsKey],
  );
  return { settings: saved.key === settingsKey ? saved.settings : savedSettings(settingsKey), save };
}
