import '../../core/i18n/catalogues/pickers';
import { useState, type ReactElement } from 'react';
import { useTranslation } from '../../core/i18n';
import { Button, Input, Pagination } from '../../core/ui';
import { PickTable, type PickColumn } from './pick-table';
import { MainPane, PagerRow, SearchBar } from './picker-dialog.styles';
import type { PagedSearch } from './use-paged-rows';

export interface RecordsPage<Row> {
  search: PagedSearch;
  rows: Row[];
  total: number;
  loading: boolean;
}

export interface RecordsPanelProps<Row extends object> {
  page: RecordsPage<Row>;
  columns: readonly PickColumn<Row>[];
  keyOf: (row: Row) => string;
  selectedKeys: ReadonlySet<string>;
  multiple: boolean;
  onToggle: (row: Row) => void;
  /** The search box's label and placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  /** 查询 with the typed text (trimmed; empty means no filter). */
  onSearch: (text: string | undefined) => void;
  onPage: (pageNo: number, pageSize: number) => void;
  /** 重置: the box empties and the table starts again. */
  onReset: () => void;
  tableLabel: string;
  pageSizeOptions?: readonly number[];
}

/** A search box with 查询 / 重置, the records to pick from, and their pages ('a-b 共N条'). */
export function RecordsPanel<Row extends object>(props: RecordsPanelProps<Row>): ReactElement {
  const { page } = props;
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  return (
    <MainPane>
      <SearchBar
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSearch(typed.trim() || undefined);
        }}
      >
        <Input
          value={typed}
          placeholder={props.searchPlaceholder}
          aria-label={props.searchLabel}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="primary" htmlType="submit">
          {t('pickers.search')}
        </Button>
        <Button
          onClick={() => {
            setTyped('');
            props.onReset();
          }}
        >
          {t('pickers.reset')}
        </Button>
      </SearchBar>
      <PickTable
        rows={page.rows}
        columns={props.columns}
        rowKey={props.keyOf}
        selectedKeys={props.selectedKeys}
        multiple={props.multiple}
        loading={page.loading}
        label={props.tableLabel}
        maxHeight={420}
        onToggle={props.onToggle}
      />
      <PagerRow>
        <Pagination
          total={page.total}
          current={page.search.pageNo}
          pageSize={page.search.pageSize}
          pageSizeOptions={props.pageSizeOptions}
          showSizeChanger
          showTotal="range"
          onChange={props.onPage}
        />
      </PagerRow>
    </MainPane>
  );
}
