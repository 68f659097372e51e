import { link, mkdir } from 'node:fs/promises';
import { insideRoot } from './upload-folders';
import { storedFileName } from './stored-names';

/** Enough tries to step past uploads of the same name in the same milliseconds. */
const MAX_NAME_ATTEMPTS = 1000;

/**
 * Moves an accepted file into `<root>/<biz>/<name>_<millis>.<ext>` and answers that relative
 * path. The final name is claimed with a hard link, which fails when the name exists, so two
 * uploads of the same name in the same millisecond never overwrite each other: the later one
 * takes the next free millisecond in its name.
 */
export async function storeUpload(root: string, biz: string, incomingPath: string, originalName: string, millis: number): Promise<string> {
  const folder = insideRoot(root, biz.split('/'));
  if (!folder) throw new Error(`upload folder outside the upload root: ${biz}`);
  await mkdir(folder, { recursive: true });
  for (let attempt = 0; attempt < MAX_NAME_ATTEMPTS; attempt++) {
    const name = storedFileName(originalName, millis + attempt);
    const target = insideRoot(folder, [name]);
    if (!target) throw new Error(`stored name outside the upload folder: ${name}`);
    try {
      await link(incomingPath, target);
      return `${biz}/${name}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('no free stored name for the upload');
}
