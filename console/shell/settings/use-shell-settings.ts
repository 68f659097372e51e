import { create } from 'zustand';
import { getUsername } from '../../../elements/core/session';
import { changedSettings, constrainSettings } from './settings-rules';
import { readShellSettings, writeShellSettings } from './settings-storage';
import type { ShellSettings } from './shell-settings';

export interface ShellSettingsState {
  settings: ShellSettings;
  /** Whose preferences these are; null before sign-in. */
  owner: string | null;
  /** Changes settings (dependencies enforced), applies them at once and stores what changed. */
  update: (patch: Partial<ShellSettings>) => void;
  /** Stores every setting, defaults included. */
  save: () => void;
  /** Switches to a user's stored preferences: call after sign-in, and with null after logout. */
  loadFor: (username: string | null) => void;
}

/** The shell's preferences, persisted per user (see settings-storage for the keys). */
export const useShellSettings = create<ShellSettingsState>()((set, get) => ({
  settings: readShellSettings(getUsername()),
  owner: getUsername(),
  update: (patch) => {
    const { settings, owner } = get();
    const next = constrainSettings({ ...settings, ...patch });
    const changed = changedSettings(settings, next);
    if (!changed.length) return;
    writeShellSettings(owner, next, changed);
    set({ settings: next });
  },
  save: () => writeShellSettings(get().owner, get().settings),
  loadFor: (username) => set({ owner: username, settings: readShellSettings(username) }),
}));
