import type { ListPageState } from '../../../elements/list';

type ReadOnlyPart =
  | 'filters'
  | 'advancedQuery'
  | 'selectedKeys'
  | 'importOpen'
  | 'urls'
  | 'setFilter'
  | 'setAdvancedQuery'
  | 'toggleRow'
  | 'toggleAllOnPage'
  | 'clearSelection'
  | 'remove'
  | 'removeSelected'
  | 'exportRows'
  | 'openImport'
  | 'closeImport'
  | 'imported';

const nothing = (): void => undefined;
const refused = (): Promise<boolean> => Promise.resolve(false);

/**
 * What a report list does not do: a report is read-only, so its page draws no toolbar, no
 * selection and no column filters, and these parts of the list state are never reached. They
 * let the list's own query bar, table and pager draw the report.
 */
export const READ_ONLY_LIST: Pick<ListPageState<unknown>, ReadOnlyPart> = {
  filters: {},
  advancedQuery: null,
  selectedKeys: [],
  importOpen: false,
  urls: {},
  setFilter: nothing,
  setAdvancedQuery: nothing,
  toggleRow: nothing,
  toggleAllOnPage: nothing,
  clearSelection: nothing,
  remove: refused,
  removeSelected: refused,
  exportRows: refused,
  openImport: nothing,
  closeImport: nothing,
  imported: nothing,
};
