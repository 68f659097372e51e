import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { uploadLocationOf, type UploadLocation } from '../../config/upload-dir';
import type { ServerSettings } from '../../config/settings';

/** Where uploads live (`FARM_UPLOAD_DIR`, else `<dataDir>/upload/`) and the folder files arrive in first. */
export type UploadFolders = UploadLocation;

export function uploadFolders(settings: Pick<ServerSettings, 'dataDir' | 'uploadDir'>): UploadFolders {
  const folders = uploadLocationOf(settings);
  mkdirSync(folders.root, { recursive: true });
  mkdirSync(folders.incoming, { recursive: true });
  return folders;
}

/** The absolute path of stored-path segments, or undefined when it would leave the root. */
export function insideRoot(root: string, segments: readonly string[]): string | undefined {
  const resolved = path.resolve(root, ...segments);
  return resolved.startsWith(root + path.sep) ? resolved : undefined;
}
