import '../../core/i18n/catalogues/pickers';
import styled from '@emotion/styled';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Modal, useNotice } from '../../core/ui';
import { PickTable, type PickColumn } from '../shared/pick-table';
import { fieldText } from '../shared/picked-value';
import { RecordsPanel } from '../shared/records-panel';
import { selectionOf, toggleSelection } from '../shared/selection';
import { usePagedRows } from '../shared/use-paged-rows';
import {
  BUSINESS_PAGE_SIZE,
  BUSINESS_PAGE_SIZE_OPTIONS,
  ellipsis,
  queryBusiness,
  type BusinessQuery,
  type BusinessRow,
} from './business-query';

/** Business-object picker width 900; the selected-items table scrolls at 240. */
export const BUSINESS_PICKER_WIDTH = 900;
const SELECTED_SCROLL_HEIGHT = 240;
const FIRST_BUSINESS_PAGE: BusinessQuery = { pageNo: 1, pageSize: BUSINESS_PAGE_SIZE };

const Split = styled.div`
  display: flex;
  gap: 16px;
  & > :first-of-type {
    flex: 3;
  }
  & > :last-child {
    flex: 2;
    min-width: 0;
  }
`;

export interface BusinessColumn {
  key: string;
  title: string;
}

export interface BusinessPickerDialogProps {
  open: boolean;
  title?: string;
  listUrl: string;
  queryField?: string;
  columns: readonly BusinessColumn[];
  multiple: boolean;
  storeField: string;
  textField: string;
  chosen: readonly BusinessRow[];
  onConfirm: (rows: BusinessRow[]) => void;
  onCancel: () => void;
}

/** The records of a list url beside the table of those selected (a click there removes one). */
export function BusinessPickerDialog(props: BusinessPickerDialogProps): ReactElement {
  const { open, listUrl, queryField, multiple, storeField, chosen, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const { message } = useNotice();
  const keyOf = useCallback((row: BusinessRow) => fieldText(row, storeField), [storeField]);
  const [selection, setSelection] = useState(() => selectionOf(chosen, keyOf));
  const [wasOpen, setWasOpen] = useState(open);
  const showError = useCallback((text: string) => message.error(text), [message]);
  const fetchPage = useCallback(
    (query: BusinessQuery) => queryBusiness(listUrl, queryField, query),
    [listUrl, queryField],
  );
  const page = usePagedRows(open, FIRST_BUSINESS_PAGE, fetchPage, showError);
  if (wasOpen !== open) {
    // Each opening starts from the picker's value: confirm or cancel resets the dialog.
    setWasOpen(open);
    if (open) {
      setSelection(selectionOf(chosen, keyOf));
      page.reset();
    }
  }
  const columns = useMemo<PickColumn<BusinessRow>[]>(
    () =>
      props.columns.map((column) => ({
        key: column.key,
        title: column.title,
        render: (row) => ellipsis(fieldText(row, column.key)),
      })),
    [props.columns],
  );
  const selectedKeys = useMemo(() => new Set(selection.keys()), [selection]);
  const toggle = (row: BusinessRow) => setSelection((now) => toggleSelection(now, keyOf(row), row, multiple));

  return (
    <Modal
      open={open}
      title={props.title ?? t('pickers.business.title')}
      width={BUSINESS_PICKER_WIDTH}
      onOk={() => onConfirm([...selection.values()])}
      onCancel={onCancel}
      destroyOnClose
    >
      <Split>
        <RecordsPanel
          page={page}
          columns={columns}
          keyOf={keyOf}
          selectedKeys={selectedKeys}
          multiple={multiple}
          onToggle={toggle}
          searchLabel={t('pickers.business.searchPlaceholder')}
          searchPlaceholder={t('pickers.business.searchPlaceholder')}
          onSearch={(keyword) => page.update({ keyword })}
          onPage={(pageNo, pageSize) => page.update({ pageNo, pageSize })}
          onReset={page.reset}
          tableLabel={t('pickers.business.list')}
          pageSizeOptions={BUSINESS_PAGE_SIZE_OPTIONS}
        />
        <section aria-label={t('pickers.business.selected')} data-part="selected">
          <PickTable
            rows={[...selection.values()]}
            columns={[
              {
                key: props.textField,
                title: t('pickers.business.selected'),
                render: (row) => ellipsis(fieldText(row, props.textField)),
              },
            ]}
            rowKey={keyOf}
            selectedKeys={selectedKeys}
            multiple
            label={t('pickers.business.selected')}
            maxHeight={SELECTED_SCROLL_HEIGHT}
            onToggle={(row) => setSelection((now) => toggleSelection(now, keyOf(row), row, true))}
          />
        </section>
      </Split>
    </Modal>
  );
}
