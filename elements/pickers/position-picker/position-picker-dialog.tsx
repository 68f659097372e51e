import '../../core/i18n/catalogues/pickers';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Modal, useNotice } from '../../core/ui';
import type { PickColumn } from '../shared/pick-table';
import { fieldText } from '../shared/picked-value';
import { RecordsPanel } from '../shared/records-panel';
import { selectionOf, toggleSelection } from '../shared/selection';
import { FIRST_PAGE, usePagedRows } from '../shared/use-paged-rows';
import { queryPositions, type PickerPosition, type PositionQuery } from './position-query';

const FIRST_POSITION_PAGE: PositionQuery = FIRST_PAGE;

export interface PositionPickerDialogProps {
  open: boolean;
  multiple: boolean;
  storeField: string;
  chosen: readonly PickerPosition[];
  width: number;
  onConfirm: (positions: PickerPosition[]) => void;
  onCancel: () => void;
}

/** 选择职务: positions with their name, code and rank text, searched by name on the server. */
export function PositionPickerDialog(props: PositionPickerDialogProps): ReactElement {
  const { open, multiple, storeField, chosen, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const { message } = useNotice();
  const keyOf = useCallback((position: PickerPosition) => fieldText(position, storeField), [storeField]);
  const [selection, setSelection] = useState(() => selectionOf(chosen, keyOf));
  const [wasOpen, setWasOpen] = useState(open);
  const showError = useCallback((text: string) => message.error(text), [message]);
  const page = usePagedRows(open, FIRST_POSITION_PAGE, queryPositions, showError);
  if (wasOpen !== open) {
    // Each opening starts from the picker's value: confirm or cancel resets the dialog.
    setWasOpen(open);
    if (open) {
      setSelection(selectionOf(chosen, keyOf));
      page.reset();
    }
  }
  const columns = useMemo<PickColumn<PickerPosition>[]>(
    () => [
      { key: 'name', title: t('pickers.position.name') },
      { key: 'code', title: t('pickers.position.code') },
      { key: 'postRank_dictText', title: t('pickers.position.rank') },
    ],
    [t],
  );
  const selectedKeys = useMemo(() => new Set(selection.keys()), [selection]);

  return (
    <Modal
      open={open}
      title={t('pickers.position.title')}
      width={props.width}
      onOk={() => onConfirm([...selection.values()])}
      onCancel={onCancel}
      destroyOnClose
    >
      <RecordsPanel
        page={page}
        columns={columns}
        keyOf={keyOf}
        selectedKeys={selectedKeys}
        multiple={multiple}
        onToggle={(position) => setSelection((now) => toggleSelection(now, keyOf(position), position, multiple))}
        searchLabel={t('pickers.position.name')}
        searchPlaceholder={t('pickers.position.searchPlaceholder')}
        onSearch={(name) => page.update({ name })}
        onPage={(pageNo, pageSize) => page.update({ pageNo, pageSize })}
        onReset={page.reset}
        tableLabel={t('pickers.position.title')}
      />
    </Modal>
  );
}
