import path from 'node:path';
import type { ServerSettings } from './settings';

/** `FARM_UPLOAD_DIR`, resolved against the working directory; unset or blank: the data directory's `upload/`. */
export function uploadDirFrom(text: string | undefined, root: string): string | undefined {
  return text?.trim() ? path.resolve(root, text.trim()) : undefined;
}

/** Where uploads live, and the folder they arrive in first. */
export interface UploadLocation {
  /** Every stored file is below this folder; nothing outside it is ever served. */
  root: string;
  /** Half-received files; never served, linked into `root` only once complete and accepted. */
  incoming: string;
}

/**
 * Uploads under `FARM_UPLOAD_DIR` when set (a directory every instance mounts, while each keeps
 * its own data directory), else `<dataDir>/upload` as always. A file is hard-linked from the
 * incoming folder into place, which works on one file system only: with `FARM_UPLOAD_DIR` the
 * incoming folder is inside it (`.incoming`, a name no stored path can take, so never served);
 * by default it stays `<dataDir>/upload-incoming`.
 */
export function uploadLocationOf(settings: Pick<ServerSettings, 'dataDir' | 'uploadDir'>): UploadLocation {
  if (settings.uploadDir) return { root: settings.uploadDir, incoming: path.join(settings.uploadDir, '.incoming') };
  return { root: path.join(settings.dataDir, 'upload'), incoming: path.join(settings.dataDir, 'upload-incoming') };
}
