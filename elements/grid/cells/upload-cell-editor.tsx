import styled from '@emotion/styled';
import type { ComponentType, ReactElement } from 'react';
import { Popup } from '../../core/ui';
import { UploadControl, type UploadKind } from '../../upload';
import type { CellEditorProps, CellViewProps } from './cell-type';
import { cellText } from './cell-text';
import { EditorAnchor, keepKeysInside } from './editor-anchor';

/** Widgets spec 2.2: the file pop-up is 520 wide and 200 high by default. */
export const FILE_POPUP = { width: 520, height: 200 } as const;

const PopupBody = styled.div`
  block-size: 100%;
  overflow: auto;
  padding: 4px;
  box-sizing: border-box;
`;

export interface UploadCellEditorProps extends CellEditorProps {
  kind: UploadKind;
  /** The cell's own view, kept in the cell while the pop-up is open. */
  View: ComponentType<CellViewProps>;
}

/**
 * The upload widget in a pop-up under the cell: each finished upload or removal stores the new
 * list (url mode: paths joined by commas) and ends the edit, so no uploaded file is lost.
 */
export function UploadCellEditor({ column, row, value, onChange, kind, View }: UploadCellEditorProps): ReactElement {
  return (
    <EditorAnchor onKeyDown={keepKeysInside}>
      <View column={column} row={row} value={value} disabled onChange={() => undefined} />
      <Popup width={FILE_POPUP.width} height={FILE_POPUP.height} aria-label={column.title}>
        <PopupBody>
          <UploadControl
            type={kind}
            value={cellText(value)}
            number={column.number}
            action={column.action}
            responseName={column.responseName}
            text={column.btnText}
            allowDownload={column.allowDownload}
            allowRemove={column.allowRemove}
            onChange={(change) => onChange(change.value, true)}
          />
        </PopupBody>
      </Popup>
    </EditorAnchor>
  );
}
