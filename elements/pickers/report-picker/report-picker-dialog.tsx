import '../../core/i18n/catalogues/pickers';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button, Input, Modal, Pagination, useNotice } from '../../core/ui';
import { PickTable, type PickColumn } from '../shared/pick-table';
import { MainPane, PagerRow, SearchBar } from '../shared/picker-dialog.styles';
import { toggleSelection } from '../shared/selection';
import { FIRST_PAGE, usePagedRows, type PagedSearch } from '../shared/use-paged-rows';
import { reportRowKeys, selfParams, sorterParams, type ReportRow } from './report-config';
import { loadReportData } from './report-query';
import { useReportInit } from './use-report-init';

/** Report popup picker modal width 1200. */
export const REPORT_PICKER_WIDTH = 1200;

interface ReportSearch extends PagedSearch {
  query: Record<string, string>;
}

const FIRST_REPORT_PAGE: ReportSearch = { ...FIRST_PAGE, query: {} };

export interface ReportPickerDialogProps {
  open: boolean;
  code: string;
  multiple: boolean;
  sorter?: string;
  params?: Record<string, unknown>;
  onConfirm: (rows: ReportRow[]) => void;
  onCancel: () => void;
}

/** The report's query form and paged data; 确定 maps the chosen rows to the target fields. */
export function ReportPickerDialog(props: ReportPickerDialogProps): ReactElement {
  const { open, code, multiple, sorter, params, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const notice = useNotice();
  const initFailed = useCallback(
    (message: string) => {
      // Popup init failure: 出错了 with the spec's text and the server message, then closes.
      notice.notification.error({
        title: t('pickers.report.initFailedTitle'),
        message: `${t('pickers.report.initFailed')} ${message}`,
      });
      onCancel();
    },
    [notice, t, onCancel],
  );
  const { config, queryItems } = useReportInit(open, code, initFailed);
  const showError = useCallback((text: string) => notice.message.error(text), [notice]);
  const fetchPage = useCallback(
    ({ query, ...page }: ReportSearch) =>
      loadReportData(config?.cgRpConfigId ?? '', { ...selfParams(params), ...query, ...sorterParams(sorter), ...page }),
    [config, params, sorter],
  );
  const page = usePagedRows(open && config !== null, FIRST_REPORT_PAGE, fetchPage, showError);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [selection, setSelection] = useState(() => new Map<string, ReportRow>());
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    // Each opening starts afresh: confirm or cancel resets the dialog.
    setWasOpen(open);
    if (open) {
      setSelection(new Map());
      setTyped({});
      page.reset();
    }
  }
  const keys = useMemo(
    () => new Map(page.rows.map((row, index) => [row, reportRowKeys(page.rows)[index]])),
    [page.rows],
  );
  const keyOf = useCallback((row: ReportRow) => keys.get(row) ?? reportRowKeys([row])[0] ?? '', [keys]);
  const columns = useMemo<PickColumn<ReportRow>[]>(
    () =>
      (config?.columns ?? []).map((column) => {
        const options = config?.dictOptions?.[column.dataIndex];
        const text = (row: ReportRow) => String(row[column.dataIndex] ?? '');
        return {
          key: column.dataIndex,
          title: column.title,
          render: (row) =>
            options ? (options.find((item) => item.value === text(row))?.text ?? text(row)) : text(row),
        };
      }),
    [config],
  );
  const selectedKeys = useMemo(() => new Set(selection.keys()), [selection]);

  const confirm = () => {
    const rows = [...selection.values()];
    // Single mode with none or more than one row selected warns 请选择一条记录.
    if (!multiple && rows.length !== 1) {
      notice.message.warning(t('pickers.selectOne'));
      return;
    }
    onConfirm(rows);
  };
  return (
    <Modal
      open={open}
      title={config?.cgRpConfigName}
      width={REPORT_PICKER_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnClose
    >
      <MainPane>
        {queryItems.length > 0 && (
          <SearchBar
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              page.update({ query: Object.fromEntries(Object.entries(typed).filter(([, value]) => value.trim())) });
            }}
          >
            {queryItems.map((item) => (
              <Input
                key={item.field}
                aria-label={item.label}
                placeholder={item.label}
                value={typed[item.field] ?? ''}
                onChange={(event) => setTyped({ ...typed, [item.field]: event.target.value })}
              />
            ))}
            <Button type="primary" htmlType="submit">
              {t('pickers.search')}
            </Button>
            <Button
              onClick={() => {
                setTyped({});
                page.reset();
              }}
            >
              {t('pickers.reset')}
            </Button>
          </SearchBar>
        )}
        <PickTable
          rows={page.rows}
          columns={columns}
          rowKey={keyOf}
          selectedKeys={selectedKeys}
          multiple={multiple}
          loading={page.loading}
          label={t('pickers.report.table')}
          maxHeight={420}
          onToggle={(row) => setSelection((now) => toggleSelection(now, keyOf(row), row, multiple))}
        />
        <PagerRow>
          <Pagination
            total={page.total}
            current={page.search.pageNo}
            pageSize={page.search.pageSize}
            showSizeChanger
            showTotal="range"
            onChange={(pageNo, pageSize) => page.update({ pageNo, pageSize })}
          />
        </PagerRow>
      </MainPane>
    </Modal>
  );
}
