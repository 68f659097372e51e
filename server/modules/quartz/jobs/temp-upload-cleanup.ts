import type { Dirent } from 'node:fs';
import { lstat, readdir, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { quartzMessages } from '../../../messages';
import type { JobClass } from '../job-class';

const HOUR = 3_600_000;
const DEFAULT_HOURS = 24;
const MAX_HOURS = 8760;

function hoursOf(parameter: string | null): number | null {
  const text = (parameter ?? '').trim();
  if (!text) return DEFAULT_HOURS;
  if (!/^\d{1,4}$/.test(text)) return null;
  const hours = Number(text);
  return hours >= 1 && hours <= MAX_HOURS ? hours : null;
}

/** Removes a folder if it is empty; one still holding something (or gone already) is left alone. */
async function removeIfEmpty(folder: string): Promise<void> {
  await rmdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST' && error.code !== 'ENOENT') throw error;
  });
}

/**
 * Removes the files older than `before` below a folder, and the folders they leave empty (every
 * upload has a random folder of its own). A folder written to since `before` is kept even when
 * empty: an upload may be about to move its file in. Symbolic links are never followed.
 */
async function removeOlder(folder: string, before: number): Promise<number> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    const target = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      const idle = (await lstat(target)).mtimeMs < before;
      removed += await removeOlder(target, before);
      if (idle) await removeIfEmpty(target);
    } else if (entry.isFile() && (await lstat(target)).mtimeMs < before) {
      await unlink(target);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes temporary uploads (`<upload directory>/temp`, the widgets' default folder) last written
 * more than N hours ago. Parameter: the hours, 24 when empty.
 */
export const tempUploadCleanupJob: JobClass = {
  name: 'farm.job.TempUploadCleanupJob',
  checkParameter: (parameter) => (hoursOf(parameter) === null ? quartzMessages.tempHours : null),
  async run(parameter, { uploadDir, now }) {
    const hours = hoursOf(parameter);
    if (hours === null) throw new Error(quartzMessages.badParameter(quartzMessages.tempHours));
    const removed = await removeOlder(path.join(uploadDir, 'temp'), now - hours * HOUR);
    return quartzMessages.tempRemoved(removed);
  },
};
