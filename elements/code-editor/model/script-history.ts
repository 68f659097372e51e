/** The enhance-script history keeps this many entries per code (widgets spec 9). */
export const SCRIPT_HISTORY_LIMIT = 16;

export interface ScriptHistoryEntry {
  content: string;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

/** Where the history of `code` lives in localStorage. */
export function scriptHistoryKey(code: string): string {
  return `farm-code-history:${code}`;
}

/**
 * The history after saving `entry`: newest first, a script saved again moves to the top
 * instead of appearing twice, and only the `limit` most recent are kept.
 */
export function addScriptHistory(
  history: readonly ScriptHistoryEntry[],
  entry: ScriptHistoryEntry,
  limit = SCRIPT_HISTORY_LIMIT,
): ScriptHistoryEntry[] {
  return [entry, ...history.filter((old) => old.content !== entry.content)].slice(0, limit);
}

function isEntry(value: unknown): value is ScriptHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.content === 'string' && typeof entry.savedAt === 'number';
}

/** The stored history text read back; anything malformed is dropped rather than trusted. */
export function parseScriptHistory(text: string | null): ScriptHistoryEntry[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, SCRIPT_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function readScriptHistory(storage: Storage, code: string): ScriptHistoryEntry[] {
  return parseScriptHistory(storage.getItem(scriptHistoryKey(code)));
}

/** Saves `content` into the history of `code` and gives the new history. */
export function saveScriptHistory(
  storage: Storage,
  code: string,
  content: string,
  now = Date.now(),
): ScriptHistoryEntry[] {
  const next = addScriptHistory(readScriptHistory(storage, code), { content, savedAt: now });
  storage.setItem(scriptHistoryKey(code), JSON.stringify(next));
  return next;
}

/** The menu text of an entry: when it was saved and its first non-blank line. */
export function historyEntryLabel(entry: ScriptHistoryEntry, maxLength = 30): string {
  const time = new Date(entry.savedAt);
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())} ${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
  const line =
    entry.content
      .split('\n')
      .find((text) => text.trim())
      ?.trim() ?? '';
  const shown = line.length > maxLength ? `${line.slice(0, maxLength)}…` : line;
  return shown ? `${stamp}  ${shown}` : stamp;
}
