import { link, mkdir } from 'node:fs/promises';
import { insideRoot } from './upload-folders';
import { storedFileName, unguessableFolder } from './stored-names';

/** A clash of 128 random bits never happens in practice; a bounded retry keeps it harmless anyway. */
const MAX_FOLDER_ATTEMPTS = 3;

/**
 * Moves an accepted file into `<root>/<biz>/<random folder>/<name>.<ext>` and answers that
 * relative path. The folder is new for every upload (created without `recursive`, so an existing
 * one is never reused), so two uploads of the same name never meet; the file is linked into it.
 */
export async function storeUpload(
  root: string,
  biz: string,
  incomingPath: string,
  originalName: string,
): Promise<string> {
  const bizFolder = insideRoot(root, biz.split('/'));
  if (!bizFolder) throw new Error(`upload folder outside the upload root: ${biz}`);
  await mkdir(bizFolder, { recursive: true });
  const name = storedFileName(originalName);
  for (let attempt = 0; attempt < MAX_FOLDER_ATTEMPTS; attempt++) {
    const folder = unguessableFolder();
    const folderPath = insideRoot(bizFolder, [folder]);
    const target = folderPath && insideRoot(folderPath, [name]);
    if (!folderPath || !target) throw new Error(`stored name outside the upload folder: ${folder}/${name}`);
    try {
      await mkdir(folderPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    await link(incomingPath, target);
    return `${biz}/${folder}/${name}`;
  }
  throw new Error('no free folder for the upload');
}
