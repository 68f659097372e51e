import { getFileAccessHttpUrl } from '../../core/http';
import { fileNameOf, firstPath, shortFileName } from '../model/file-name';
import type { CellType } from './cell-type';

/**
 * image: the first path of the list, as a thumbnail. Uploading into the cell comes with the
 * upload widget; until then the cell shows what it holds.
 */
export const imageCell: CellType = {
  renderView: ({ column, value }) => {
    const path = firstPath(value);
    return path ? <img src={getFileAccessHttpUrl(path)} alt={column.title} style={{ maxBlockSize: 48, maxInlineSize: '100%' }} /> : null;
  },
};

/** file / upload: the stored file's name, cut to 5 characters. */
export const fileCell: CellType = {
  renderView: ({ value }) => {
    const path = firstPath(value);
    if (!path) return null;
    const name = fileNameOf(path);
    return (
      <a href={getFileAccessHttpUrl(path)} title={name} target="_blank" rel="noreferrer">
        {shortFileName(name)}
      </a>
    );
  },
};
