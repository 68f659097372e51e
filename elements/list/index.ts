// The list-page helper's public surface: the hook that decides, the components that draw it,
// and the pure rules beneath both.
export {
  useListPage,
  type DeleteParams,
  type ListLoaded,
  type ListPageOptions,
  type ListPageState,
} from './use-list-page';
export { ListPage, type ListPageProps } from './view/list-page';
export { ListQueryBar, type ListQueryBarProps } from './view/list-query-bar';
export { ListToolbar, type ListToolbarProps, type ListPermissions } from './view/list-toolbar';
export { ListTable, type ListTableProps } from './view/list-table';
export { ListGrid, type ListGridProps } from './view/list-grid';
export { ListPagination, type ListPaginationProps } from './view/list-pagination';
export { cellText, type ColumnFilterOption, type ListColumn } from './view/list-columns';
export { ActionRow, LinkButton, Table, TableScroller, Toolbar } from './view/list.styles';
export { StatusBadge, type StatusTone } from './view/status-badge';
export { QuerySelect, type QuerySelectProps } from './view/query-select';
export * from './model';
export {
  ListElement,
  type ListElementProps,
  type ListLoadedPage,
  type ListRowActionChoice,
  type ListRowClick,
  type ListSelectionChange,
} from './view/list-element';
export { QueryBarFields } from './view/query-bar-fields';
export { RowActionLinks, type RowActionLinksProps } from './view/row-action-links';
export type { ListElementHandle } from './view/list-element-handle';
