import type { ReactElement } from 'react';
import { getFileAccessHttpUrl } from '../../core/http';
import { fileNameOf, firstPath, shortFileName } from '../model/file-name';
import type { CellType, CellViewProps } from './cell-type';
import { lazyEditor } from './lazy-editor';

const UploadCellEditor = lazyEditor(async () => (await import('./upload-cell-editor')).UploadCellEditor);

function ImageView({ column, value }: CellViewProps): ReactElement | null {
  const path = firstPath(value);
  return path ? (
    <img src={getFileAccessHttpUrl(path)} alt={column.title} style={{ maxBlockSize: 48, maxInlineSize: '100%' }} />
  ) : null;
}

function FileView({ value }: CellViewProps): ReactElement | null {
  const path = firstPath(value);
  if (!path) return null;
  const name = fileNameOf(path);
  return (
    <a href={getFileAccessHttpUrl(path)} title={name} target="_blank" rel="noreferrer">
      {shortFileName(name)}
    </a>
  );
}

/** image: the first path of the list as a thumbnail; edited with the image upload in a 520x200 pop-up. */
export const imageCell: CellType = {
  renderView: (props) => <ImageView {...props} />,
  renderEditor: (props) => <UploadCellEditor {...props} kind="image" View={ImageView} />,
};

/** file / upload: the first file's name cut to 5 characters; edited with the file upload in a 520x200 pop-up. */
export const fileCell: CellType = {
  renderView: (props) => <FileView {...props} />,
  renderEditor: (props) => <UploadCellEditor {...props} kind="file" View={FileView} />,
};
