import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Where uploads live: `<dataDir>/upload/`, and beside it the folder files arrive in first. */
export interface UploadFolders {
  /** Every stored file is below this folder; nothing outside it is ever served. */
  root: string;
  /** Half-received files; never served, moved into `root` only once complete and accepted. */
  incoming: string;
}

export function uploadFolders(dataDir: string): UploadFolders {
  const folders = { root: path.join(dataDir, 'upload'), incoming: path.join(dataDir, 'upload-incoming') };
  mkdirSync(folders.root, { recursive: true });
  mkdirSync(folders.incoming, { recursive: true });
  return folders;
}

/** The absolute path of stored-path segments, or undefined when it would leave the root. */
export function insideRoot(root: string, segments: readonly string[]): string | undefined {
  const resolved = path.resolve(root, ...segments);
  return resolved.startsWith(root + path.sep) ? resolved : undefined;
}
