import type { ReactElement } from 'react';
import { Pagination } from '../../core/ui';
import type { ListPageState } from '../use-list-page';
import { PaginationRow } from './list.styles';

export interface ListPaginationProps<Row> {
  list: ListPageState<Row>;
  /** Default 10 / 20 / 30. */
  pageSizeOptions?: readonly number[];
}

/** The list's pager: 'a-b 共N条', page size 10/20/30 and a quick jumper. */
export function ListPagination<Row>({ list, pageSizeOptions }: ListPaginationProps<Row>): ReactElement {
  return (
    <PaginationRow>
      <Pagination
        total={list.total}
        current={list.page}
        pageSize={list.pageSize}
        pageSizeOptions={pageSizeOptions}
        showTotal="range"
        showSizeChanger
        showQuickJumper
        onChange={list.changePage}
      />
    </PaginationRow>
  );
}
